import type { BuiltInRole, ExampleRole, RoleFormValues } from '@hr/domain';
import { Button, Card } from '@hr/ui';
import { useState } from 'react';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { PermissionGridTable } from './PermissionGridTable.tsx';
import { RoleEditor, type RoleFormInput } from './RoleEditor.tsx';
import {
  accountChoiceName,
  RoleHoldersSection,
  type RoleHoldersSectionProps,
} from './RoleHoldersSection.tsx';
import { RoleList } from './RoleList.tsx';
import styles from './Roles.module.css';
import type { CustomRole, RoleLists, ViewAsSubject } from './roles.ts';

export interface CustomRoleScreenProps
  extends Pick<
    RoleHoldersSectionProps,
    'holders' | 'onRetryHolders' | 'accountChoices' | 'onAccountSearch' | 'onSetAccountRoles'
  > {
  /** 'loading' until list-roles has answered. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  roles: RoleLists;
  /** Creates a role (`existing` undefined) or saves the changes to `existing`. */
  onSave: (values: RoleFormValues, existing?: CustomRole) => Promise<FormSubmitResult>;
  onDelete: (role: CustomRole) => Promise<FormSubmitResult>;
  /** A custom role was opened (load its holders) or closed (null). */
  onRoleOpen: (roleId: string | null) => void;
  /** Shows the product as the subject sees it. */
  onViewAs: (subject: ViewAsSubject) => void;
}

type Opened =
  | { kind: 'list' }
  | { kind: 'built-in'; role: BuiltInRole }
  | { kind: 'custom'; id: string }
  | { kind: 'new'; from?: ExampleRole };

const emptyRole: RoleFormInput = { name: '', description: '', grid: {} };

/**
 * Employee Management › Custom Role (§2.2, issue 27): the roles list, a role's grid of who may do what
 * to whom, who holds it, and View as. Built-in roles are shown, never edited; examples are copied.
 */
export function CustomRoleScreen({
  status,
  errorMessage,
  onRetry,
  roles,
  onSave,
  onDelete,
  onRoleOpen,
  onViewAs,
  holders,
  onRetryHolders,
  accountChoices,
  onAccountSearch,
  onSetAccountRoles,
}: CustomRoleScreenProps) {
  const [opened, setOpened] = useState<Opened>({ kind: 'list' });
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<CustomRole | null>(null);
  const [viewAsUserId, setViewAsUserId] = useState<string | null>(null);
  const editing = opened.kind === 'custom' ? roles.custom.find((role) => role.id === opened.id) : undefined;

  const open = (next: Opened) => {
    setAnnouncement('');
    setOpened(next);
    onRoleOpen(next.kind === 'custom' ? next.id : null);
  };
  const backToList = (message = '') => {
    open({ kind: 'list' });
    setAnnouncement(message);
  };

  const title =
    opened.kind === 'built-in'
      ? opened.role.name
      : opened.kind === 'new'
        ? 'New role'
        : editing
          ? `Edit ${editing.name}`
          : 'Custom Role';

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>{title}</h1>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        {opened.kind === 'list' && status === 'ready' ? (
          <Button onPress={() => open({ kind: 'new' })}>New role</Button>
        ) : null}
      </div>
      {status === 'loading' ? (
        <PageLoading label="Loading roles" />
      ) : status === 'error' ? (
        <LoadError title="The roles could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : opened.kind === 'built-in' ? (
        <div className={styles.editor}>
          <p className={styles.muted}>
            {opened.role.description} Built-in roles cannot be changed or deleted.
          </p>
          <PermissionGridTable caption={`Permissions of ${opened.role.name}`} grid={opened.role.grid} />
          <div className={styles.editorActions}>
            <Button variant="secondary" onPress={() => backToList()}>
              Back to roles
            </Button>
            <Button variant="quiet" onPress={() => onViewAs({ roleKey: opened.role.key })}>
              View as {opened.role.name}
            </Button>
          </div>
        </div>
      ) : opened.kind === 'new' || editing ? (
        <>
          <RoleEditor
            key={editing?.id ?? `new:${opened.kind === 'new' ? (opened.from?.name ?? '') : ''}`}
            gridCaption={editing ? `Permissions of ${editing.name}` : 'Permissions of the new role'}
            defaultValues={
              editing
                ? { name: editing.name, description: editing.description ?? '', grid: editing.grid }
                : opened.kind === 'new' && opened.from
                  ? { name: opened.from.name, description: opened.from.description, grid: opened.from.grid }
                  : emptyRole
            }
            onSave={(values) => onSave(values, editing)}
            onSaved={(name) => backToList(`Role “${name}” saved.`)}
            onCancel={() => backToList()}
            actions={
              editing ? (
                <>
                  <Button variant="quiet" onPress={() => onViewAs({ roleId: editing.id })}>
                    View as {editing.name}
                  </Button>
                  <Button variant="danger" onPress={() => setDeleting(editing)}>
                    Delete role
                  </Button>
                </>
              ) : null
            }
          />
          {editing ? (
            <RoleHoldersSection
              role={editing}
              holders={holders}
              onRetryHolders={onRetryHolders}
              accountChoices={accountChoices}
              onAccountSearch={onAccountSearch}
              onSetAccountRoles={onSetAccountRoles}
            />
          ) : null}
        </>
      ) : (
        <>
          <RoleList
            roles={roles}
            onShowBuiltIn={(role) => open({ kind: 'built-in', role })}
            onEdit={(role) => open({ kind: 'custom', id: role.id })}
            onCopy={(example) => open({ kind: 'new', from: example })}
            onViewAs={onViewAs}
          />
          <Card title="View as a person">
            <div className={styles.addHolder}>
              <EmployeeComboBox
                label="Person"
                placeholder="Type a name or email"
                employees={accountChoices.map((account) => ({
                  id: account.userId,
                  name: accountChoiceName(account),
                }))}
                onSearch={onAccountSearch}
                value={viewAsUserId}
                onChange={setViewAsUserId}
                emptyMessage="No account matches"
              />
              <Button
                variant="secondary"
                isDisabled={!viewAsUserId}
                onPress={() => viewAsUserId && onViewAs({ userId: viewAsUserId })}
              >
                View as
              </Button>
            </div>
          </Card>
        </>
      )}
      {deleting ? (
        <ConfirmActionDialog
          title={`Delete ${deleting.name}?`}
          description={
            deleting.holderCount
              ? `${deleting.holderCount === 1 ? 'The account holding it loses' : `The ${deleting.holderCount} accounts holding it lose`} what it allows. This cannot be undone.`
              : 'Nobody holds it. This cannot be undone.'
          }
          confirmLabel="Delete role"
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          onDone={() => backToList(`Role “${deleting.name}” deleted.`)}
        />
      ) : null}
    </div>
  );
}
