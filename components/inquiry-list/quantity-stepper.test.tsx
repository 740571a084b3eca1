import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { QuantityStepper } from './quantity-stepper';

function stepper(value: number, onChange = jest.fn()) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <QuantityStepper value={value} onChange={onChange} label="Quantity of Goods 1" />
    </NextIntlClientProvider>
  );
}

describe('QuantityStepper', () => {
  it('commits a typed quantity on Enter, clamped', () => {
    const onChange = jest.fn();
    render(stepper(2, onChange));
    const field = screen.getByRole('textbox', { name: 'Quantity of Goods 1' });
    fireEvent.change(field, { target: { value: '12a345' } });
    expect(field).toHaveProperty('value', '1234');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(1234);
    expect(field).toHaveProperty('value', '1234');
  });

  it('shows a value changed elsewhere over what was typed', () => {
    const { rerender } = render(stepper(2));
    const field = screen.getByRole('textbox', { name: 'Quantity of Goods 1' });
    fireEvent.change(field, { target: { value: '7' } });
    expect(field).toHaveProperty('value', '7');
    rerender(stepper(3));
    expect(field).toHaveProperty('value', '3');
  });
});
