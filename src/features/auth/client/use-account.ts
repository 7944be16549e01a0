"use client";

import { useCallback, useEffect, useState } from "react";
import { identityBase } from "./identity-api";

export interface Account {
  id: string;
  email: string;
  name: string;
  isAnonymous: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  twoFactorEnabled: boolean;
}

/** The signed-in account (null when signed out or anonymous), from the identity service. */
export function useAccount() {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const reload = useCallback(async () => {
    try {
      const base = identityBase();
      const response = await fetch(`${base.url}/get-session`, { credentials: base.credentials });
      const data = (await response.json()) as { user?: Account & { isAnonymous?: boolean | null } } | null;
      const user = data?.user;
      setAccount(
        user && !user.isAnonymous
          ? {
              ...user,
              isAnonymous: false,
              twoFactorEnabled: Boolean(user.twoFactorEnabled),
              phoneNumber: user.phoneNumber ?? null,
              phoneNumberVerified: Boolean(user.phoneNumberVerified),
            }
          : null,
      );
    } catch {
      setAccount(null);
    }
  }, []);
  useEffect(() => {
    // Load once on mount; the identity service is the source of truth.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);
  return { account, reload };
}
