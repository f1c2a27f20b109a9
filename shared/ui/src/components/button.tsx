import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'quiet';
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  className?: string | undefined;
}

/** The class names of the site's button look, for a link that should look like a button. */
export function buttonClass({ variant = 'primary', size = 'medium', className }: ButtonLook = {}): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : null, className].filter(Boolean).join(' ');
}

type ButtonProps = ButtonLook & Omit<ComponentProps<'button'>, 'className'>;

/**
 * A native button in the site's one look. `type` defaults to "button", so only a button that
 * says `type="submit"` submits its form.
 */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button {...rest} type={type} className={buttonClass({ variant, size, className })} />;
}
