import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from '../../../src/ui/PlainButton';

describe('PlainButton', () => {
  it('is a native button, type "button" unless told, that reports clicks', () => {
    const onClick = vi.fn();
    render(<PlainButton onClick={onClick}>Réessayer</PlainButton>);
    const button = screen.getByRole('button', { name: 'Réessayer' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form as a submit button, and does nothing while disabled', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <PlainButton variant="primary" type="submit">
          Se Connecter
        </PlainButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Se Connecter' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <PlainButton variant="primary" type="submit" disabled>
          Se Connecter
        </PlainButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Se Connecter' })).toBeDisabled();
  });

  it('looks primary or default by its variant, and keeps a class it is given', () => {
    render(
      <>
        <PlainButton variant="primary">A</PlainButton>
        <PlainButton className="extra">B</PlainButton>
      </>,
    );
    const primary = screen.getByRole('button', { name: 'A' });
    const standard = screen.getByRole('button', { name: 'B' });
    expect(primary.className).not.toBe(standard.className.replace(' extra', ''));
    expect(standard).toHaveClass('extra');
    expect(getComputedStyle(primary).backgroundColor).not.toBe(getComputedStyle(standard).backgroundColor);
  });
});
