import { Button } from '@hr/ui';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  EmployeeFormPanel,
  type EmployeeFormPanelProps,
  type EmployeeFormSubmit,
} from './EmployeeFormPanel.tsx';
import { employeeFormOptions, STORY_TODAY } from './employeeFormStoryData.ts';

/** The args every story file of the panel starts from: creating an employee, as an administrator. */
export function panelArgs() {
  return {
    isOpen: true,
    mode: 'create',
    options: employeeFormOptions,
    canSeeHealth: true,
    today: STORY_TODAY,
    onClose: fn(),
    onSubmit: fn<EmployeeFormSubmit>(async () => undefined),
  } satisfies EmployeeFormPanelProps;
}

/** The panel as a page holds it: open at first, closed by onClose, opened again by a button. */
export function PanelOnPage(args: EmployeeFormPanelProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add employee</Button>
      <EmployeeFormPanel
        {...args}
        isOpen={isOpen}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}
