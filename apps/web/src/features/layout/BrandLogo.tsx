import type { Brand } from '@shop/site';

/** Word mark drawn from the brand's tokens, so it needs no image request. */
export function BrandLogo({ brand, className = '' }: { brand: Brand; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
        <rect width="28" height="28" rx="6" fill="var(--brand-primary)" />
        <path d="M7 19V9h3v10zm5.5 0V6h3v13zm5.5 0v-7h3v7z" fill="var(--brand-primary-text)" />
      </svg>
      <span>{brand.name}</span>
    </span>
  );
}
