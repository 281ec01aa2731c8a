import { getModuleAccess, type ModuleAccessItem, type ModuleId, setModuleAccess } from '@hr/api';
import { ModuleAccessScreen } from '@hr/screens';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { moduleAccessAtom } from '../employer/moduleAccess.ts';
import { userAtom } from '../session/sessionAtom.ts';

/** §2.7 Modules Enabled for Employee Access: each switch saves at once. */
export function Component() {
  const loaded = useLoad(async (signal) => (await getModuleAccess(apiClient, { signal })).returnObject);
  const [modules, setModules] = useState<readonly ModuleAccessItem[]>();
  const refreshMenu = useSetAtom(moduleAccessAtom);
  const user = useAtomValue(userAtom);
  return (
    <ModuleAccessScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      modules={modules ?? loaded.data ?? []}
      onToggle={async (id, enabled) => {
        try {
          const { returnObject } = await setModuleAccess(apiClient, { moduleId: id as ModuleId, enabled });
          setModules(returnObject);
          if (user) refreshMenu({ userId: user.id, modules: returnObject });
        } catch (error) {
          return feedbackFor(error);
        }
      }}
    />
  );
}
