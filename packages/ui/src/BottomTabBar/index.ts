export {
  BottomTabBar,
  BottomTabBarPanel,
  type BottomTabBarPanelProps,
  type BottomTabBarProps,
  type BottomTabBarTab,
} from './BottomTabBar.tsx';
