/**
 * The refusal a person gets while the employer has the Attendance module switched off for employees
 * (Employer › Module Access). One sentence, here: the server answers it with its 403 and the app
 * recognises the closed module by it, so rewording it cannot make the app mistake it for another refusal.
 */
export const ATTENDANCE_NOT_OPEN_TO_EMPLOYEES =
  'Attendance is not open to employees yet. An administrator can enable it in Module Access.';
