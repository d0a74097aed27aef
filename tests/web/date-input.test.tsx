import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setDatePreference } from '#web/components/date-format.ts';
import { DateInput } from '#web/components/date-input.tsx';

function ShippedOn({ onDay }: { onDay: (day: string) => void }) {
  const [day, setDay] = useState('2026-11-26');
  return (
    <ChakraProvider value={defaultSystem}>
      <label htmlFor="shipped-on">Shipped on</label>
      <DateInput id="shipped-on" value={day} max="2026-11-26" onChange={(d) => { setDay(d); onDay(d); }} />
    </ChakraProvider>
  );
}

describe('a day field of the staff pages (the "Shipped on" picker)', () => {
  it("shows and takes the day as the person reads dates, within its bounds, and says what it expects", () => {
    setDatePreference({ date: 'DD.MM.YYYY', time: '24h' });
    const onDay = vi.fn();
    render(<ShippedOn onDay={onDay} />);
    const field = screen.getByLabelText('Shipped on');
    expect(field).toHaveValue('26.11.2026');
    expect(field).toHaveAttribute('placeholder', 'DD.MM.YYYY');

    fireEvent.change(field, { target: { value: '24.11.2026' } });
    expect(onDay).toHaveBeenLastCalledWith('2026-11-24');
    fireEvent.change(field, { target: { value: '27.11.2026' } });
    fireEvent.blur(field);
    expect(onDay).toHaveBeenCalledTimes(1);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a day like DD.MM.YYYY, until 26.11.2026.')).toBeInTheDocument();

    setDatePreference({ date: 'MMM D, YYYY', time: '12h' });
    fireEvent.change(field, { target: { value: 'Nov 20, 2026' } });
    fireEvent.blur(field);
    expect(onDay).toHaveBeenLastCalledWith('2026-11-20');
    expect(field).toHaveValue('Nov 20, 2026');
    setDatePreference(null);
  });
});
