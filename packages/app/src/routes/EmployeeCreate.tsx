import { createEmployee } from '@hr/api';
import { EmployeeFormPanel } from '@hr/screens';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useEmployeeFormOptions } from '../employees/useEmployeeFormOptions.ts';
import { paths } from '../paths.ts';
import { toastQueue } from '../toasts.ts';
import { Component as Employees } from './Employees.tsx';

/**
 * §2.1 Employee create: the employee list with the full-screen Employee panel open over it. Saving
 * opens the new employee's record; closing goes back to the list.
 */
export function Component() {
  const navigate = useNavigate();
  const { options, onAddOption, onLineManagerSearch } = useEmployeeFormOptions();
  return (
    <>
      <Employees />
      <EmployeeFormPanel
        isOpen
        mode="create"
        options={options}
        onAddOption={onAddOption}
        onLineManagerSearch={onLineManagerSearch}
        canSeeHealth
        onClose={() => navigate(paths.employees)}
        onSubmit={async (values) => {
          try {
            const { returnObject } = await createEmployee(apiClient, values);
            toastQueue.add({
              title: `${returnObject.values.quickEntry.firstName} ${returnObject.values.quickEntry.lastName} was added.`,
              variant: 'success',
            });
            navigate(paths.employeeRecord(returnObject.id), { replace: true });
          } catch (error) {
            return feedbackFor(error, 'any-field');
          }
        }}
      />
    </>
  );
}
