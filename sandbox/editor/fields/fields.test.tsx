/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FontField } from './FontField';
import { ListField } from './ListField';
import { FIELD_MESSAGES as M } from './messages';
import { NumberField } from './NumberField';
import { TYPOGRAPHY_PROPS } from './ranges';
import { StyleSection } from './StyleSection';

function Controlled({ initial, onChange }: { initial?: number; onChange: jest.Mock }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <NumberField
      label="Border Radius"
      value={value}
      defaultValue={4}
      range={{ min: 0, max: 50, step: 1 }}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('NumberField', () => {
  it('shows the default as placeholder and writes a number in range as typed', () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText(/Border Radius/);
    expect(input).toHaveProperty('placeholder', '4');
    fireEvent.change(input, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('refuses a number out of range while typing and clamps it on leaving', () => {
    const onChange = jest.fn();
    render(<Controlled initial={10} onChange={onChange} />);
    const input = screen.getByLabelText(/Border Radius/);
    fireEvent.change(input, { target: { value: '80' } });
    expect(screen.getByText(M.outOfRange(0, 50))).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(50);
    expect(input).toHaveProperty('value', '50');
  });

  it('never writes text that is not a number, and restores the value on leaving', () => {
    const onChange = jest.fn();
    render(<Controlled initial={10} onChange={onChange} />);
    const input = screen.getByLabelText(/Border Radius/);
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.getByText(M.notANumber)).toBeTruthy();
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', '10');
  });

  it('unsets the value when emptied', () => {
    const onChange = jest.fn();
    render(<Controlled initial={10} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(/Border Radius/), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('ListField', () => {
  it('splits on commas and new lines, trims, drops empties, and is null when empty', () => {
    const onChange = jest.fn();
    render(<ListField label="Product IDs" value={null} onChange={onChange} />);
    const area = screen.getByLabelText('Product IDs');
    fireEvent.change(area, { target: { value: ' 12, 13\n\n14 ,' } });
    expect(onChange).toHaveBeenLastCalledWith(['12', '13', '14']);
    fireEvent.change(area, { target: { value: ' , ' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('StyleSection', () => {
  it('opens to the typography properties and writes one property at a time', () => {
    const onChange = jest.fn();
    render(<StyleSection title="Title Style" value={{ 'font-size': 18 }} props={TYPOGRAPHY_PROPS} onChange={onChange} />);
    expect(screen.queryByLabelText(/Font Size/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.expand('Title Style') }));
    expect(screen.getByLabelText(/Font Size/)).toHaveProperty('value', '18');
    fireEvent.change(screen.getByLabelText(/Font Weight/), { target: { value: '700' } });
    expect(onChange).toHaveBeenLastCalledWith('font-weight', 700);
    fireEvent.change(screen.getByLabelText('Text Align'), { target: { value: 'center' } });
    expect(onChange).toHaveBeenLastCalledWith('text-align', 'center');
  });

  it('offers line clamp 1-5 or none', () => {
    const onChange = jest.fn();
    render(<StyleSection title="Title Style" defaultOpen value={undefined} props={['line-clamp']} onChange={onChange} />);
    const select = screen.getByLabelText('Line Clamp') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'none', '1', '2', '3', '4', '5']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith('line-clamp', 2);
    fireEvent.change(select, { target: { value: 'none' } });
    expect(onChange).toHaveBeenLastCalledWith('line-clamp', 'none');
  });
});

describe('FontField', () => {
  it('offers system mono, sans-serif, serif and many web fonts, and keeps an unknown stack', () => {
    render(<FontField label="Font" value="'Comic Neue', cursive" onChange={jest.fn()} />);
    const select = screen.getByLabelText('Font') as HTMLSelectElement;
    const labels = [...select.options].map((o) => o.textContent);
    expect(labels).toEqual(expect.arrayContaining(['System Mono', 'System Sans-Serif', 'System Serif', 'Montserrat', 'Playfair Display']));
    expect(labels.length).toBeGreaterThan(80);
    expect(select.value).toBe("'Comic Neue', cursive");
  });
});
