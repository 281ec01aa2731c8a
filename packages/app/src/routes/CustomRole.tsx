import {
  createRole,
  deleteRole,
  listRoleAccounts,
  listRoles,
  type RoleAccountItem,
  setAccountRoles,
  updateRole,
  viewAs,
} from '@hr/api';
import { CustomRoleScreen, type RoleHolders } from '@hr/screens';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { paths } from '../paths.ts';
import { viewAsAtom } from '../session/permissionsAtom.ts';
import { toastQueue } from '../toasts.ts';

const PAGE_SIZE = 50;

/** Employee Management › Custom Role (issue 27): roles, their grids and holders, and View as. */
export function Component() {
  const loaded = useLoad(async (signal) => (await listRoles(apiClient, { signal })).returnObject);
  const reload = () => void loaded.reload();
  const [holders, setHolders] = useState<RoleHolders | null>(null);
  const [openRoleId, setOpenRoleId] = useState<string | null>(null);
  const [choices, setChoices] = useState<readonly RoleAccountItem[]>([]);
  const setViewingAs = useSetAtom(viewAsAtom);
  const navigate = useNavigate();

  const loadHolders = useCallback(async (roleId: string) => {
    setHolders({ roleId, status: 'loading', accounts: [] });
    try {
      const { returnObject } = await listRoleAccounts(apiClient, { roleId, page: 1, pageSize: PAGE_SIZE });
      setHolders({ roleId, status: 'ready', accounts: returnObject.accounts });
    } catch {
      setHolders({ roleId, status: 'error', accounts: [] });
    }
  }, []);

  const search = useCallback(async (term: string) => {
    try {
      const { returnObject } = await listRoleAccounts(apiClient, { term, page: 1, pageSize: PAGE_SIZE });
      setChoices(returnObject.accounts);
    } catch {
      setChoices([]);
    }
  }, []);
  useEffect(() => {
    void search('');
  }, [search]);

  return (
    <CustomRoleScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      roles={loaded.data ?? { builtIn: [], custom: [], examples: [] }}
      onSave={async (values, existing) => {
        try {
          const body = { name: values.name, description: values.description, grid: values.grid };
          if (existing) await updateRole(apiClient, { id: existing.id, ...body });
          else await createRole(apiClient, body);
          reload();
        } catch (error) {
          return feedbackFor(error);
        }
      }}
      onDelete={async (role) => {
        try {
          await deleteRole(apiClient, { id: role.id });
          reload();
        } catch (error) {
          return feedbackFor(error);
        }
      }}
      onRoleOpen={(roleId) => {
        setOpenRoleId(roleId);
        if (roleId) void loadHolders(roleId);
        else setHolders(null);
      }}
      holders={holders}
      onRetryHolders={() => openRoleId && void loadHolders(openRoleId)}
      accountChoices={choices}
      onAccountSearch={(term) => void search(term)}
      onSetAccountRoles={async (account, roleIds) => {
        try {
          await setAccountRoles(apiClient, { userId: account.userId, roleIds: [...roleIds] });
          if (openRoleId) await loadHolders(openRoleId);
          await search('');
          reload();
        } catch (error) {
          return feedbackFor(error);
        }
      }}
      onViewAs={async (subject) => {
        try {
          const { returnObject } = await viewAs(apiClient, subject);
          setViewingAs(returnObject);
          navigate(paths.dashboard);
        } catch (error) {
          toastQueue.add({ title: feedbackFor(error).message, variant: 'danger' });
        }
      }}
    />
  );
}
