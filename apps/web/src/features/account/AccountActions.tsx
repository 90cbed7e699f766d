'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';

export function ResendVerification() {
  const t = useTranslations('account');
  const errors = useErrorText();
  const toast = useToast();
  const trpc = useTRPC();
  const resend = useMutation(
    trpc.user.resendVerification.mutationOptions({
      onSuccess: () => toast({ variant: 'success', title: t('resent') }),
      onError: (error) => toast({ variant: 'error', title: errors.api(error) }),
    }),
  );
  return (
    <button
      type="button"
      onClick={() => resend.mutate()}
      disabled={resend.isPending}
      className="font-semibold underline disabled:opacity-60"
    >
      {t('resend')}
    </button>
  );
}

export function LogoutButton({ homeHref }: { homeHref: string }) {
  const t = useTranslations('auth.logout');
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        toast({ variant: 'info', title: t('done') });
        router.push(homeHref);
        router.refresh();
      },
    }),
  );
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className="rounded-full border border-black/25 px-5 py-2 font-semibold"
    >
      {t('submit')}
    </button>
  );
}

/** Deleting asks once more in place: a second, explicit button, and Cancel to step back. */
export function DeleteAccount({ homeHref }: { homeHref: string }) {
  const t = useTranslations('account');
  const errors = useErrorText();
  const toast = useToast();
  const router = useRouter();
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(
    trpc.user.deleteAccount.mutationOptions({
      onSuccess: () => {
        toast({ variant: 'success', title: t('deleted') });
        router.push(homeHref);
        router.refresh();
      },
      onError: (error) => toast({ variant: 'error', title: errors.api(error) }),
    }),
  );
  if (!confirming) {
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-full border border-red-700 px-5 py-2 font-semibold text-red-700"
      >
        {t('deleteButton')}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
        className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white"
      >
        {t('deleteConfirm')}
      </button>
      <button type="button" onClick={() => setConfirming(false)} className="px-3 py-2 underline">
        {t('deleteCancel')}
      </button>
    </div>
  );
}
