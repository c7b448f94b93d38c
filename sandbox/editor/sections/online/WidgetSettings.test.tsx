/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { FIELD_MESSAGES } from '../../fields/messages';
import { makeProps, renderSection } from '../testing';
import { ONLINE_SECTIONS } from '.';
import { ONLINE_MESSAGES as M } from './messages';

const section = ONLINE_SECTIONS.find((s) => s.id === 'widget-settings')!;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('Widget Settings', () => {
  it('shows the desktop defaults (a slider of 4 per view with arrows) without storing them', () => {
    const props = makeProps();
    renderSection(section, props);
    expect(select(M.widgetType).value).toBe('slider');
    expect(select(M.navigation).value).toBe('arrows');
    expect(select(M.productsPerView).value).toBe('4');
    expect([...select(M.productsPerView).options].map((o) => o.textContent)).toEqual(['1', '1.5', '2', '2.5', '3', '4', '5', '6', '7', '8', M.fixedWidth]);
    expect(props.rec.isDirty).toBe(false);
  });

  it('asks for a product width when products have a fixed width', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.change(select(M.productsPerView), { target: { value: '0' } });
    expect(props.rec.opt('desktop', 'productsPerView')).toBe(0);
    const width = screen.getByLabelText(M.productWidth);
    expect(width).toHaveProperty('placeholder', '200px');
    fireEvent.change(width, { target: { value: '180px' } });
    expect(props.rec.opt('desktop', 'productWidth')).toBe('180px');
  });

  it('keeps a mobile grid within 1-4 columns (spec 9)', () => {
    const props = makeProps({ ff: 'mobile' });
    renderSection(section, props);
    expect(select(M.widgetType).value).toBe('grid');
    const cols = screen.getByLabelText(M.columns);
    expect(cols).toHaveProperty('placeholder', '2');
    fireEvent.change(cols, { target: { value: '6' } });
    expect(screen.getByText(FIELD_MESSAGES.outOfRange(1, 4))).toBeTruthy();
    expect(props.rec.opt('mobile', 'gridCols')).toBeUndefined();
    fireEvent.blur(cols);
    expect(props.rec.opt('mobile', 'gridCols')).toBe(4);
  });

  it('switches to a list with its own ranges (desktop rows 1-4)', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.change(select(M.widgetType), { target: { value: 'list' } });
    expect(props.rec.opt('desktop', 'widget')).toBe('list');
    expect(screen.queryByLabelText(M.productsPerView)).toBeNull();
    const rows = screen.getByLabelText(M.rows);
    fireEvent.change(rows, { target: { value: '3' } });
    expect(props.rec.opt('desktop', 'listRows')).toBe(3);
    fireEvent.change(rows, { target: { value: '5' } });
    fireEvent.blur(rows);
    expect(props.rec.opt('desktop', 'listRows')).toBe(4);
  });

  it('styles the container: padding 0-50', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.click(screen.getByRole('button', { name: FIELD_MESSAGES.expand(M.containerStyle) }));
    fireEvent.change(screen.getByLabelText(/Padding/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Background'), { target: { value: '#fafafa' } });
    expect(props.rec.opt('desktop', 'style')).toEqual({ widget: { padding: 12, 'background-color': '#fafafa' } });
  });
});
