// One checkout-like applet definition for the host's applet tests; each test gives its pages.
import { defineApplet, type AppletDefinition } from '../sdk';

type Pages = Parameters<typeof defineApplet>[0]['pages'];

export function testApplet(pages: Pages): AppletDefinition {
  return defineApplet({
    id: 'chk',
    route: 'chk',
    title: 'Checkout',
    description: 'Checkout analytics',
    icon: 'shopping-cart',
    sdkVersion: '^1.0.0',
    nav: [],
    pages,
  });
}
