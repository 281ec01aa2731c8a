export { ListBox, type ListBoxProps } from './ListBox.tsx';
export { ListBoxItem, type ListBoxItemProps } from './ListBoxItem.tsx';
export { ListBoxSection, type ListBoxSectionProps } from './ListBoxSection.tsx';
