import { type ReactNode, useState } from 'react';
import {
  DisclosureGroup as AriaDisclosureGroup,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  DisclosureContext,
} from 'react-aria-components';
import { classNames, composeClassName } from '../theme/classNames.ts';
import styles from './DisclosureGroup.module.css';

export interface SharedDisclosureGroupProps {
  /**
   * shared: every Disclosure in the group opens and closes together, as one; give them no
   * expanded props of their own.
   */
  mode: 'shared';
  /** The expanded state of every Disclosure in the group (controlled). */
  isExpanded?: boolean;
  /** The initial expanded state of every Disclosure in the group (uncontrolled). */
  defaultExpanded?: boolean;
  /** Called with the new state when any Disclosure in the group is toggled. */
  onExpandedChange?: (isExpanded: boolean) => void;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

export interface IndependentDisclosureGroupProps extends AriaDisclosureGroupProps {
  /**
   * independent (the default): each Disclosure keeps its own state; give each an `id` to name it
   * in `expandedKeys`. Set `allowsMultipleExpanded={false}` for an accordion.
   */
  mode?: 'independent';
}

export type DisclosureGroupProps = SharedDisclosureGroupProps | IndependentDisclosureGroupProps;

/**
 * Related Disclosures stacked as one block. In `shared` mode they share a single expanded state
 * (the salary groups Earning, Deductions, Bonus and Statutory Contribution); otherwise each keeps
 * its own.
 */
export function DisclosureGroup(props: DisclosureGroupProps) {
  if (props.mode === 'shared') {
    return <SharedDisclosureGroup {...props} />;
  }
  const { mode, allowsMultipleExpanded = true, className, ...rest } = props;
  return (
    <AriaDisclosureGroup
      {...rest}
      allowsMultipleExpanded={allowsMultipleExpanded}
      data-mode="independent"
      className={composeClassName(className, styles.group)}
    />
  );
}

function SharedDisclosureGroup({
  isExpanded: controlledExpanded,
  defaultExpanded = false,
  onExpandedChange,
  isDisabled,
  className,
  children,
}: SharedDisclosureGroupProps) {
  const [uncontrolledExpanded, setUncontrolledExpanded] = useState(defaultExpanded);
  const isExpanded = controlledExpanded ?? uncontrolledExpanded;
  const setExpanded = (next: boolean) => {
    setUncontrolledExpanded(next);
    onExpandedChange?.(next);
  };
  // Every Disclosure reads its props from this context, so each becomes controlled by the one state.
  return (
    <div
      data-mode="shared"
      data-disabled={isDisabled || undefined}
      className={classNames(styles.group, className)}
    >
      <DisclosureContext.Provider value={{ isExpanded, onExpandedChange: setExpanded, isDisabled }}>
        {children}
      </DisclosureContext.Provider>
    </div>
  );
}
