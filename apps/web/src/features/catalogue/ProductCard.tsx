import type { ProductSummary } from '@shop/contract';
import {
  countryOfLocale,
  hrefFor,
  type Locale,
  type PrefixMode,
  type VatDisplay,
} from '@shop/site';
import { getTranslations } from 'next-intl/server';
import { Picture } from '@/features/media/Picture';
import { shownPrice, vatRateOf } from '@/features/vat/shownPrice';
import { SelectItemLink } from './SelectItemLink';

interface Props {
  product: ProductSummary;
  locale: Locale;
  mode: PrefixMode;
  vat: VatDisplay;
  listName: string;
  index: number;
  priority?: boolean;
}

export async function ProductCard({
  product,
  locale,
  mode,
  vat,
  listName,
  index,
  priority,
}: Props) {
  const t = await getTranslations('product');
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--brand-radius)] border border-black/10 bg-white">
      <SelectItemLink
        href={hrefFor('productDetail', locale, { slug: product.slug }, mode)}
        item={{
          item_id: product.sku,
          item_name: product.name,
          item_brand: product.brandLabel,
          index,
        }}
        listName={listName}
        className="flex h-full flex-col"
      >
        <Picture
          file={product.image}
          sizes="(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw"
          className="aspect-[4/3]"
          priority={priority}
          zoomOnHover
        />
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs uppercase tracking-wide text-muted">{product.brandLabel}</p>
          <h3 className="font-semibold">{product.name}</h3>
          <p className="line-clamp-2 text-sm text-muted">{product.summary}</p>
          <p className="mt-auto pt-2 font-semibold">
            {t('priceFrom', {
              price: shownPrice(
                product.priceFromCents,
                vatRateOf(countryOfLocale(locale)),
                vat,
                locale,
              ),
            })}{' '}
            <span className="text-xs font-normal text-muted">
              {t(vat === 'incl' ? 'inclVat' : 'exclVat')}
            </span>
          </p>
        </div>
      </SelectItemLink>
    </article>
  );
}
