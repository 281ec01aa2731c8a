import { Banner, Button } from '@hr/ui';

export interface ViewAsBannerProps {
  /** Whom the product is shown as: a role's name or a person's. */
  label: string;
  onExit: () => void;
}

/**
 * Above every page while an administrator views the product as someone else: whom, that nothing can
 * be changed meanwhile, and the way out.
 */
export function ViewAsBanner({ label, onExit }: ViewAsBannerProps) {
  return (
    <Banner
      variant="warning"
      title={`Viewing as ${label} — read-only.`}
      action={
        <Button variant="secondary" size="small" onPress={onExit}>
          Exit
        </Button>
      }
    >
      The menu and pages are as {label} sees them. Nothing can be saved until you exit.
    </Banner>
  );
}
