import type { TransitionKind } from '@hr/domain';
import { Button, Icon, Link, Spinner } from '@hr/ui';
import { useState } from 'react';
import type { UploadResult } from '../files/index.ts';
import type { StoredFile } from '../files/StoredFile.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import styles from './IncidentCase.module.css';
import { IncidentCaseSections } from './IncidentCaseSections.tsx';
import { IncidentCategoryBadge } from './IncidentCategoryBadge.tsx';
import { IncidentMoveDialog } from './IncidentMoveDialog.tsx';
import type { IncidentCaseDetail, SearchPeople } from './incidentCase.ts';
import { type IncidentMove, MOVE_LABELS } from './incidentMoves.ts';
import type { IncidentDecision } from './incidentSetup.ts';

export interface IncidentCaseScreenProps {
  /** 'not-found' when the reader may not see a case with this id (the server answers so for both). */
  status: 'loading' | 'error' | 'not-found' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Where "All cases" leads: the list as the reader left it. */
  listHref: string;
  /** The case as the reader may see it; null until loaded. */
  incident: IncidentCaseDetail | null;
  /** Incident › Decision's rows, for the decision moves. */
  decisions: readonly IncidentDecision[];
  onSearchPeople: SearchPeople;
  onUpload: (file: File) => Promise<UploadResult>;
  onDownloadFile: (file: StoredFile) => void;
  /** Makes a move; answer a refusal as `{ message, field? }` (see IncidentMoveDialog). Reload the case after. */
  onMove: (move: IncidentMove) => Promise<FormSubmitResult>;
  /** Opens §2.10's dialog on the case; offered to an incident manager only. */
  onEdit?: () => void;
}

/**
 * An incident case's page: its code, category, state and Investigation Status; a section for each
 * part the reader may see; and a button for each move the reader may make now, each opening a small
 * dialog for that move.
 */
export function IncidentCaseScreen({
  status,
  errorMessage,
  onRetry,
  listHref,
  incident,
  decisions,
  onSearchPeople,
  onUpload,
  onDownloadFile,
  onMove,
  onEdit,
}: IncidentCaseScreenProps) {
  const [moving, setMoving] = useState<{ kind: TransitionKind; session: number } | null>(null);
  const [session, setSession] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const back = (
    <Link href={listHref} variant="standalone">
      All cases
    </Link>
  );
  if (status !== 'ready' || incident === null) {
    return (
      <div className={listPage.page}>
        {back}
        {status === 'error' ? (
          <LoadError title="The case could not be loaded." message={errorMessage} onRetry={onRetry} />
        ) : status === 'not-found' ? (
          <>
            <h1 className={pageHeader.title}>No such case</h1>
            <p>
              There is no case at this address that you may see. The link may be wrong, or the case may not
              concern you.
            </p>
          </>
        ) : (
          <Spinner aria-label="Loading the case" />
        )}
      </div>
    );
  }

  const isManager = incident.relations.includes('incident-manager');
  const open = (kind: TransitionKind) => {
    setAnnouncement('');
    setSession(session + 1);
    setMoving({ kind, session: session + 1 });
  };

  return (
    <div className={listPage.page}>
      {back}
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>Incident {incident.code}</h1>
          <dl className={styles.facts}>
            {incident.category ? (
              <div>
                <dt>Category</dt>
                <dd>
                  <IncidentCategoryBadge
                    code={incident.category.code}
                    color={incident.category.color}
                    description={incident.category.description}
                  />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>State</dt>
              <dd>{incident.stateLabel}</dd>
            </div>
            <div>
              <dt>Investigation Status</dt>
              <dd>{incident.investigationStatus}</dd>
            </div>
          </dl>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        {isManager && onEdit ? (
          <Button variant="secondary" onPress={onEdit}>
            <Icon name="edit" /> Edit
          </Button>
        ) : null}
      </div>
      {incident.allowedMoves.length > 0 ? (
        <section className={styles.moves} aria-label="What you can do now">
          {incident.allowedMoves.map((kind) => (
            <Button
              key={kind}
              variant={kind === 'withdraw' ? 'secondary' : 'primary'}
              onPress={() => open(kind)}
            >
              {MOVE_LABELS[kind]}
            </Button>
          ))}
        </section>
      ) : null}
      <IncidentCaseSections incident={incident} onDownloadFile={onDownloadFile} />
      {moving ? (
        <IncidentMoveDialog
          key={moving.session}
          kind={moving.kind}
          caseCode={incident.code}
          decisions={decisions}
          onSearchPeople={onSearchPeople}
          onUpload={onUpload}
          onMove={onMove}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setMoving(null);
          }}
          onDone={(message) => {
            setMoving(null);
            setAnnouncement(message);
          }}
        />
      ) : null}
    </div>
  );
}
