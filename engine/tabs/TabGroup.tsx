// Tabs tied to routes: the active tab follows the URL; choosing one navigates and remembers it
// in sessionStorage under the group's id; a path with no tab goes to the remembered (or first)
// tab; the active content can refuse the switch (useTabGuard or the canLeave prop).
import { Tabs } from '@mantine/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { TabGuardContext, type CanLeave, type TabGuardRegistry } from './guard';
import { tabGroups } from './registry';
import { rememberTab, rememberedTab } from './tabMemory';
import { activeTab, fallbackTab, tabPath } from './tabRoutes';
import type { TabGroupDef } from './types';
import { useT } from '../list/i18n';

export interface TabGroupProps {
  /** A tab group id of schemas/tabs/ or a definition. */
  group: string | TabGroupDef;
  /** Explicit guard; otherwise the one the content registered with useTabGuard. */
  canLeave?: CanLeave;
  /** The active tab's content (usually <Outlet />). */
  children?: ReactNode;
}

export function TabGroup({ group, canLeave, children }: TabGroupProps) {
  const def = typeof group === 'string' ? tabGroups.get(group) : group;
  const { pathname } = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const guard = useRef<CanLeave | null>(null);
  const registry = useMemo<TabGuardRegistry>(() => ({ set: (g) => (guard.current = g) }), []);
  const active = activeTab(def, pathname, params);

  useEffect(() => {
    if (!active) navigate(tabPath(fallbackTab(def, rememberedTab(def.id)), params), { replace: true });
    else rememberTab(def.id, active.id);
  }, [active, def, navigate, params]);

  const choose = (id: string | null) => {
    const tab = def.tabs.find((t) => t.id === id);
    if (!tab || tab.id === active?.id) return;
    const check = canLeave ?? guard.current;
    if (check && !check()) return;
    rememberTab(def.id, tab.id);
    navigate(tabPath(tab, params));
  };

  return (
    <TabGroupView def={def} active={active?.id ?? null} onChoose={choose}>
      <TabGuardContext.Provider value={registry}>{children}</TabGuardContext.Provider>
    </TabGroupView>
  );
}

export interface TabGroupViewProps {
  def: TabGroupDef;
  /** The active tab's id. */
  active: string | null;
  onChoose: (id: string | null) => void;
  children?: ReactNode;
}

/** The tab strip of a definition, with no routing or memory (TabGroup adds them; previews use it bare). */
export function TabGroupView({ def, active, onChoose, children }: TabGroupViewProps) {
  const translate = useT();
  return (
    <Tabs value={active} onChange={onChoose} keepMounted={false} data-tab-group={def.id}>
      <Tabs.List>
        {def.tabs.map((t) => (
          <Tabs.Tab key={t.id} value={t.id}>
            {translate(t.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children}
    </Tabs>
  );
}
