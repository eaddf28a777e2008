import { Button, type ButtonProps } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form's submit button that works only once the app runs. On a page prerendered at build time
 * (sign-in, registration) the form is there before its code: a press, or Enter in a field, would
 * make the browser send the form itself, with the password in the address. Until the app has
 * taken the page over, the button is disabled, which also stops Enter; typing is not held up.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type' | 'asChild'>) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
