/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createServiceRef } from '../services/serviceRef';
import { ServicesProvider, useService } from './ServicesProvider';

interface Greeter {
  greet(): string;
}
const greeterRef = createServiceRef<Greeter>('test.greeter');
const otherRef = createServiceRef<Greeter>('test.other');

function Greeting({ serviceRef = greeterRef }) {
  return <p>{useService(serviceRef).greet()}</p>;
}

const english: Greeter = { greet: () => 'hello' };
const french: Greeter = { greet: () => 'bonjour' };

describe('createServiceRef', () => {
  it('makes a frozen ref keyed by a namespaced id', () => {
    expect(greeterRef.id).toBe('test.greeter');
    expect(String(greeterRef)).toBe('ServiceRef(test.greeter)');
    expect(Object.isFrozen(greeterRef)).toBe(true);
  });

  it('refuses ids without a namespace', () => {
    expect(() => createServiceRef('site')).toThrow('must be dotted camelCase');
  });
});

describe('ServicesProvider and useService', () => {
  it('gives components the bound implementation', () => {
    render(
      <ServicesProvider services={[[greeterRef, english]]}>
        <Greeting />
      </ServicesProvider>,
    );
    expect(screen.getByText('hello')).toBeTruthy();
  });

  it('lets an inner provider override one service and inherit the rest', () => {
    render(
      <ServicesProvider services={[[greeterRef, english], [otherRef, english]]}>
        <ServicesProvider services={[[greeterRef, french]]}>
          <Greeting />
          <Greeting serviceRef={otherRef} />
        </ServicesProvider>
      </ServicesProvider>,
    );
    expect(screen.getByText('bonjour')).toBeTruthy();
    expect(screen.getByText('hello')).toBeTruthy();
  });

  it('resolves by id, so a second copy of a ref finds the same binding', () => {
    const copy = createServiceRef<Greeter>('test.greeter');
    render(
      <ServicesProvider services={[[greeterRef, english]]}>
        <Greeting serviceRef={copy} />
      </ServicesProvider>,
    );
    expect(screen.getByText('hello')).toBeTruthy();
  });

  it('throws an error naming the missing service and the fix', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Greeting />)).toThrow(
      /No implementation for service "test\.greeter"\. Render the component inside the console's <ServicesProvider>/,
    );
  });
});
