// The sidebar (spec 000 section 2.2): a rail of icons that opens on hover and closes on a click;
// groups are accordions; below 992 px it is the burger's drawer. Each top entry carries
// data-tour=<its icon name>: the tour (screens/tour/Tour.tsx) anchors its steps there.
import { AppShell, NavLink, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useShellData } from '../../router/shellData';
import { Icon } from '../icons';
import { isActive, MENU, visibleMenu, type MenuEntry } from './menu';
import classes from './Sidebar.module.css';
import { useHoverExpand } from './useHoverExpand';

interface SidebarProps {
  /** Called after any item is chosen (closes the mobile drawer). */
  onChoose: () => void;
  onFeedback: () => void;
}

export function Sidebar({ onChoose, onFeedback }: SidebarProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const { brand } = useShellData();
  const { pathname } = useLocation();
  const hover = useHoverExpand();
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const entries = visibleMenu(MENU, brand?.menu_config);
  const [openGroup, setOpenGroup] = useState(() => entries.find((entry) => entry.children?.some((child) => isActive(child, pathname)))?.label);
  const choose = () => {
    hover.collapse();
    onChoose();
  };

  const renderEntry = (entry: MenuEntry) => {
    const label = t(entry.label);
    const icon = <Icon name={entry.icon} />;
    if (entry.children) {
      const opened = openGroup === entry.label && (hover.expanded || !desktop);
      return (
        <NavLink
          key={entry.label}
          component="button"
          data-tour={entry.icon}
          label={label}
          leftSection={icon}
          opened={opened}
          aria-expanded={opened}
          active={entry.children.some((child) => isActive(child, pathname))}
          onChange={(open) => {
            setOpenGroup(open ? entry.label : undefined);
            if (open) hover.expand();
          }}
        >
          {entry.children.map((child) => (
            <NavLink key={child.route} component={Link} to={child.route} label={t(child.label)} active={isActive(child, pathname)} onClick={choose} />
          ))}
        </NavLink>
      );
    }
    if (entry.action === 'feedback') {
      const openFeedback = () => {
        choose();
        onFeedback();
      };
      return <NavLink key={entry.label} component="button" data-tour={entry.icon} label={label} leftSection={icon} onClick={openFeedback} />;
    }
    return <NavLink key={entry.label} component={Link} to={entry.route!} data-tour={entry.icon} label={label} leftSection={icon} active={isActive(entry, pathname)} onClick={choose} />;
  };

  return (
    <AppShell.Navbar
      className={classes.navbar}
      data-expanded={hover.expanded || undefined}
      onMouseEnter={hover.onMouseEnter}
      onMouseLeave={hover.onMouseLeave}
      aria-label={tShell('menu.label')}
      p="xs"
    >
      <ScrollArea scrollbars="y">{entries.map(renderEntry)}</ScrollArea>
    </AppShell.Navbar>
  );
}
