import controls from './controls.module.css';

/** Class names for a button (or a link that looks like one). */
export function buttonClass(variant: 'primary' | 'secondary', size?: 'small'): string {
  return [controls.button, controls[variant], size ? controls.small : null].filter(Boolean).join(' ');
}
