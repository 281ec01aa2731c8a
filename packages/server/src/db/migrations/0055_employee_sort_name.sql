-- "Who has and has not handed in" (documents/request-lists.ts) pages a request's items by the
-- employee's name, lower-cased first: with this index it walks the employees in that order and
-- probes each one's item of the request until the page is full, instead of sorting every item of the
-- request (a request to 10,000 employees: 30-80 ms a page, 3 ms this way).
create index employees_employer_sort_name_idx on employees
  (employer_id, lower(first_name || ' ' || last_name), (first_name || ' ' || last_name), id);
