export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { AddButton, type AddButtonProps, IconButton, type IconButtonProps } from './IconButton.tsx';
