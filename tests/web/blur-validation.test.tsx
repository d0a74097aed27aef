import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { TextField } from '#web/components/form/text-field.tsx';

/** A field that reports each blur validation, followed by a Submit button and an unrelated paragraph. */
function Probe() {
  const [blurs, setBlurs] = useState(0);
  const [submits, setSubmits] = useState(0);
  return (
    <form onSubmit={(e) => { e.preventDefault(); setSubmits((n) => n + 1); }}>
      <TextField id="name" label="Name" value="" onChange={() => {}} onBlur={() => setBlurs((n) => n + 1)} />
      <button type="submit">Submit</button>
      <p>Elsewhere</p>
      <output data-testid="counts">{`${blurs} ${submits}`}</output>
    </form>
  );
}

describe('blur validation', () => {
  it('does not validate a field that loses focus to a pressed button: the button acts instead', async () => {
    const user = userEvent.setup();
    render(<ChakraScope><Probe /></ChakraScope>);
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('counts')).toHaveTextContent('0 1');
  });

  it('validates a field left with Tab or by clicking elsewhere', async () => {
    const user = userEvent.setup();
    render(<ChakraScope><Probe /></ChakraScope>);
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.getByTestId('counts')).toHaveTextContent('1 0');
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.getByTestId('counts')).toHaveTextContent('2 0');
  });
});
