/** The product's name, shown in the top bar and in page titles. */
export const PRODUCT_NAME = 'HR Payroll';
