import { builtinOutcomes } from '@shop/contract';
import { formatMoney, type Locale } from '@shop/site';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const outcomeLabels = {
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  pending: 'Pending (decide later)',
} as const;

/**
 * The built-in provider's payment page: a stand-in for the bank's or card scheme's page, where
 * a tester picks what the payment does. Plain HTML and a form, so it works without scripts.
 */
export function checkoutPage(payment: {
  id: string;
  description: string;
  amountCents: number;
  method: string;
  status: string;
}): string {
  const amount = formatMoney(payment.amountCents, 'nl-NL' satisfies Locale);
  const decided = payment.status !== 'open' && payment.status !== 'pending';
  const buttons = builtinOutcomes
    .filter((outcome) => payment.status === 'open' || outcome !== 'pending')
    .map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}" data-outcome="${outcome}">${outcomeLabels[outcome]}</button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>Test payment ${escapeHtml(payment.description)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;padding:2rem 1rem;color:#18181b}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.75rem 0}
p{margin:.25rem 0;color:#52525b}form{display:grid;gap:.5rem;margin-top:1.25rem}
button{font:inherit;padding:.75rem;border-radius:8px;border:1px solid #d4d4d8;background:#fff;cursor:pointer}
button[value=paid]{background:#16a34a;color:#fff;border-color:#16a34a}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
</style></head>
<body><main>
<h1>Test payment provider</h1>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">${amount}</p>
<p>Method: ${escapeHtml(payment.method)} · Status: <strong data-testid="provider-status">${escapeHtml(payment.status)}</strong></p>
${
  decided
    ? '<p>This payment is settled.</p>'
    : `<form method="post" action="/payment-provider/checkout/${escapeHtml(payment.id)}">${buttons}</form>`
}
</main></body></html>`;
}
