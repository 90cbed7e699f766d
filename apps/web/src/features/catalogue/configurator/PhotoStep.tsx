'use client';

import type { CropResponse } from '@shop/contract';
import { uploadLimits } from '@shop/site';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useErrorText } from '@/features/form/useErrorText';
import { useToast } from '@/features/toast/ToastProvider';
import { useTRPC } from '@/trpc/TrpcProvider';

interface Photo {
  id: string;
  url: string;
}

/**
 * Upload a photo, frame it at the print's proportions, and have the server cut the print file:
 * the chosen print's upload id goes into the selection.
 */
export function PhotoStep({
  productId,
  widthMm,
  heightMm,
  onPrint,
}: {
  productId: string;
  widthMm: number;
  heightMm: number;
  onPrint: (uploadId: string | undefined) => void;
}) {
  const t = useTranslations('product.photo');
  const errors = useErrorText();
  const toast = useToast();
  const trpc = useTRPC();
  const id = useId();
  const [photo, setPhoto] = useState<Photo>();
  const [uploading, setUploading] = useState(false);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [print, setPrint] = useState<CropResponse>();
  const cut = useMutation(trpc.catalogue.crop.mutationOptions());

  // Another size has other proportions: the earlier print no longer fits. The size is what
  // the effect answers to, not what it reads; onPrint is the parent's state setter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the print size changes
  useEffect(() => {
    setPrint(undefined);
    onPrint(undefined);
  }, [widthMm, heightMm]);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!(uploadLimits.mimeTypes as readonly string[]).includes(file.type)) {
      return toast({ variant: 'error', title: t('wrongType') });
    }
    if (file.size > uploadLimits.maxBytes) return toast({ variant: 'error', title: t('tooLarge') });
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch('/api/uploads', { method: 'POST', body });
      const json = await response.json().catch(() => undefined);
      if (!response.ok) {
        toast({ variant: 'error', title: errors.api({ data: { apiCode: json?.error?.code } }) });
        return;
      }
      if (photo) URL.revokeObjectURL(photo.url);
      setPhoto({ id: json.id, url: URL.createObjectURL(file) });
      setPrint(undefined);
      onPrint(undefined);
    } finally {
      setUploading(false);
    }
  }

  function apply() {
    if (!photo || !area) return;
    cut.mutate(
      {
        productId,
        uploadId: photo.id,
        widthMm,
        heightMm,
        crop: {
          x: Math.max(0, Math.round(area.x)),
          y: Math.max(0, Math.round(area.y)),
          width: Math.round(area.width),
          height: Math.round(area.height),
        },
      },
      {
        onSuccess: (result) => {
          setPrint(result);
          onPrint(result.uploadId);
        },
        onError: (error) => toast({ variant: 'error', title: errors.api(error) }),
      },
    );
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">{t('title')}</legend>
      <label
        htmlFor={`${id}-file`}
        className="inline-flex w-fit cursor-pointer rounded-full border border-black/25 px-4 py-2 font-semibold focus-within:outline-2"
      >
        {uploading ? t('uploading') : photo ? t('change') : t('choose')}
        <input
          id={`${id}-file`}
          type="file"
          accept={uploadLimits.mimeTypes.join(',')}
          className="sr-only"
          disabled={uploading}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {photo ? (
        <>
          <p className="text-xs text-muted">{t('cropHint')}</p>
          <div className="relative h-72 w-full overflow-hidden rounded-[var(--brand-radius)] bg-black/80">
            <Cropper
              image={photo.url}
              crop={crop}
              zoom={zoom}
              aspect={widthMm / heightMm}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              keyboardStep={10}
            />
          </div>
          <label className="flex items-center gap-3 text-sm">
            {t('zoom')}
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
            />
          </label>
          <button
            type="button"
            onClick={apply}
            disabled={cut.isPending || !area}
            className="w-fit rounded-full bg-accent px-4 py-2 font-semibold text-white disabled:opacity-50"
          >
            {cut.isPending ? t('applying') : t('apply')}
          </button>
        </>
      ) : null}
      {print ? (
        <div className="flex flex-col gap-2" data-testid="print-preview">
          <p className="text-sm font-semibold">{t('preview')}</p>
          {/* The print file as the server cut it, served to this shopper only: no image cache. */}
          {/* biome-ignore lint/performance/noImgElement: a private file next/image must not cache */}
          <img
            src={`/uploads/${print.file}`}
            alt={t('preview')}
            width={print.width}
            height={print.height}
            className="h-auto max-h-60 w-auto rounded border border-black/10"
          />
          <p
            className={print.tooLow ? 'text-sm font-semibold text-amber-800' : 'text-sm text-muted'}
            role={print.tooLow ? 'alert' : undefined}
          >
            {print.tooLow ? t('tooLow', { dpi: print.dpi }) : t('dpi', { dpi: print.dpi })}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
