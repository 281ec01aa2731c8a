/** A person on the organisation chart as the server lists them (get-org-chart), placed on the chart's date. */
export interface OrgChartPerson {
  employeeId: string;
  name: string;
  jobPositionName: string | null;
  departmentName: string | null;
  branchName: string | null;
  /** Their line manager on that date; someone not on the chart makes them a root. */
  lineManagerId: string | null;
}
