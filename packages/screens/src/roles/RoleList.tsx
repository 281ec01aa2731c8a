import type { BuiltInRole, ExampleRole } from '@hr/domain';
import { Badge, Button } from '@hr/ui';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styles from './Roles.module.css';
import type { CustomRole, RoleLists, ViewAsSubject } from './roles.ts';

export interface RoleListProps {
  roles: RoleLists;
  onShowBuiltIn: (role: BuiltInRole) => void;
  onEdit: (role: CustomRole) => void;
  onCopy: (example: ExampleRole) => void;
  onViewAs: (subject: ViewAsSubject) => void;
}

interface RoleTableProps {
  caption: string;
  /** The third column's header, if the kind has one ("Holders"). */
  extraHeader?: string;
  children: ReactNode;
}

function RoleTable({ caption, extraHeader, children }: RoleTableProps) {
  return (
    <table className={styles.roleTable}>
      <caption className={styles.roleCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">Description</th>
          {extraHeader ? <th scope="col">{extraHeader}</th> : null}
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * The roles of the employer: the built-in ones (read-only, marked so), the employer's own with how many
 * accounts hold each, and the examples to start a role from.
 */
export function RoleList({ roles, onShowBuiltIn, onEdit, onCopy, onViewAs }: RoleListProps) {
  return (
    <div className={styles.lists}>
      <RoleTable caption="Custom roles" extraHeader="Holders">
        {roles.custom.length === 0 ? (
          <tr>
            <td colSpan={4} className={styles.muted}>
              No custom roles yet. Start one from an example below, or with New role.
            </td>
          </tr>
        ) : (
          roles.custom.map((role) => (
            <tr key={role.id}>
              <th scope="row">{role.name}</th>
              <td>{role.description}</td>
              <td>{role.holderCount === 1 ? '1 holder' : `${role.holderCount} holders`}</td>
              <td className={styles.rowActions}>
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => onEdit(role)}
                  aria-label={`Edit ${role.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="quiet"
                  onPress={() => onViewAs({ roleId: role.id })}
                  aria-label={`View as ${role.name}`}
                >
                  View as
                </Button>
              </td>
            </tr>
          ))
        )}
      </RoleTable>
      <RoleTable caption="Built-in roles">
        {roles.builtIn.map((role) => (
          <tr key={role.key}>
            <th scope="row">
              <span className={styles.roleName}>
                {role.name} <Badge>Built-in</Badge>
              </span>
            </th>
            <td>{role.description}</td>
            <td className={styles.rowActions}>
              <Button
                size="small"
                variant="secondary"
                onPress={() => onShowBuiltIn(role)}
                aria-label={`Show ${role.name}`}
              >
                Show
              </Button>
              <Button
                size="small"
                variant="quiet"
                onPress={() => onViewAs({ roleKey: role.key })}
                aria-label={`View as ${role.name}`}
              >
                View as
              </Button>
            </td>
          </tr>
        ))}
      </RoleTable>
      <RoleTable caption="Examples to copy">
        {roles.examples.map((example) => (
          <tr key={example.name}>
            <th scope="row">{example.name}</th>
            <td>{example.description}</td>
            <td className={styles.rowActions}>
              <Button
                size="small"
                variant="secondary"
                onPress={() => onCopy(example)}
                aria-label={`Copy ${example.name}`}
              >
                Copy
              </Button>
            </td>
          </tr>
        ))}
      </RoleTable>
    </div>
  );
}
