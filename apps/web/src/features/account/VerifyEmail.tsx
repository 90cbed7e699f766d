'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/features/form/FormAlert';
import { SubmitButton } from '@/features/form/SubmitButton';
import { useTRPC } from '@/trpc/TrpcProvider';

/**
 * Confirms on a click, not on page load: mail scanners that open links would otherwise use
 * the single-use token before the customer does.
 */
export function VerifyEmail({ token, accountHref }: { token: string; accountHref: string }) {
  const t = useTranslations('auth.verify');
  const trpc = useTRPC();
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());

  if (verify.isSuccess) {
    return (
      <FormAlert tone="success">
        <h2 className="font-semibold">{t('successTitle')}</h2>
        <p>{t('successText')}</p>
        <Link href={accountHref} className="mt-2 inline-block font-semibold underline">
          {t('toAccount')}
        </Link>
      </FormAlert>
    );
  }
  const code = (verify.error as { data?: { apiCode?: string } } | null)?.data?.apiCode;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate({ token });
      }}
      className="flex flex-col gap-4"
    >
      {verify.error ? (
        <FormAlert tone="error">{t(code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid')}</FormAlert>
      ) : (
        <p>{t('intro')}</p>
      )}
      <div>
        <SubmitButton pending={verify.isPending} pendingLabel={t('submit')}>
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
