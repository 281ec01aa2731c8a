import { Banner, Button } from '@hr/ui';

export interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "The modules could not be loaded." */
  title: string;
  /** Why, as the server or the network put it. */
  message?: string;
  /** Loads it again; without it the error offers no retry. */
  onRetry?: () => void;
}

/**
 * Stands where a screen's data would be when loading it failed. Urgent (role alert), because the
 * failure follows the user's own navigation or retry.
 */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <Banner
      variant="danger"
      isUrgent
      title={title}
      action={
        onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {message}
    </Banner>
  );
}
