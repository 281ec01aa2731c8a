import { Banner, Spinner, Switch } from '@hr/ui';
import { useState } from 'react';
import type { FormFeedback, FormSubmitResult } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import styles from './ModuleAccessScreen.module.css';

/** §3 Module access item: a module employees may be given, and whether they are. */
export interface ModuleAccess {
  id: string;
  name: string;
  enabled: boolean;
}

export interface ModuleAccessScreenProps {
  /** 'loading' until the modules have come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the modules could not be loaded. */
  errorMessage?: string;
  /** Loads them again; without it the error offers no retry. */
  onRetry?: () => void;
  /** The modules (§9: Expense Claim, Leave, Attendance; all off at first). Pass new ones after a toggle. */
  modules: readonly ModuleAccess[];
  /** Saves one switch at once; feedback means it did not change, and the switch goes back. */
  onToggle: (id: string, enabled: boolean) => Promise<FormSubmitResult>;
}

/** A switch moved on screen before the server has answered, or since the last `modules`. */
interface Override {
  enabled: boolean;
  isPending: boolean;
}

interface Failure extends FormFeedback {
  title: string;
}

/**
 * §2.7 Modules Enabled for Employee Access. Each switch saves at once: it moves when pressed,
 * shows that it is saving, and moves back with an error naming the module if the save is refused.
 */
export function ModuleAccessScreen({
  status,
  errorMessage,
  onRetry,
  modules,
  onToggle,
}: ModuleAccessScreenProps) {
  const [overrides, setOverrides] = useState<Record<string, Override>>({});
  const [basis, setBasis] = useState(modules);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // New modules from the app are the truth: only switches still saving keep their own position.
  if (basis !== modules) {
    setBasis(modules);
    setOverrides((current) =>
      Object.fromEntries(Object.entries(current).filter(([, override]) => override.isPending)),
    );
  }

  const toggle = async (module: ModuleAccess, enabled: boolean) => {
    const turned = enabled ? 'on' : 'off';
    setFailure(null);
    setAnnouncement('');
    setOverrides((current) => ({ ...current, [module.id]: { enabled, isPending: true } }));
    const feedback = await onToggle(module.id, enabled);
    if (feedback) {
      setOverrides(({ [module.id]: _refused, ...others }) => others);
      setFailure({ ...feedback, title: `${module.name} could not be turned ${turned}.` });
    } else {
      setOverrides((current) => ({ ...current, [module.id]: { enabled, isPending: false } }));
      setAnnouncement(`${module.name} turned ${turned}.`);
    }
  };

  return (
    <div className={styles.page}>
      <div className={pageHeader.heading}>
        <h1 className={pageHeader.title}>Modules Enabled for Employee Access</h1>
        <p className={styles.description}>
          Employees see only the modules turned on here in their menu. Each change is saved at once.
        </p>
      </div>
      {status === 'loading' ? (
        <PageLoading label="Loading modules" />
      ) : status === 'error' ? (
        <LoadError title="The modules could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <>
          {failure ? (
            <Banner variant="danger" isUrgent title={failure.title} onDismiss={() => setFailure(null)}>
              {failure.message}
            </Banner>
          ) : null}
          <ul className={styles.modules}>
            {modules.map((module) => {
              const override = overrides[module.id];
              return (
                <li key={module.id} className={styles.module}>
                  {/* Read-only, not disabled, while saving: the switch keeps the focus. */}
                  <Switch
                    isSelected={override?.enabled ?? module.enabled}
                    isReadOnly={override?.isPending}
                    onChange={(enabled) => void toggle(module, enabled)}
                  >
                    {module.name}
                  </Switch>
                  {override?.isPending ? <Spinner size="small" aria-label={`Saving ${module.name}`} /> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
    </div>
  );
}
