/**
 * A posting's picture: choose a file, see it made ready on this device, remove it. The picture
 * is kept on the device under its future path, so a reload or a dropped line loses nothing; the
 * outbox uploads it with the row.
 */
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { keepImageDraft, useListingImageSrc } from '../../data/listingImages';
import { chosenFileProblem, imagePath, LISTING_IMAGE_TYPES } from '../../lib/listingImage';
import { prepareImage, UnreadableImageError } from './prepareImage';
import type { FieldSpec } from './postingKind';
import { t } from './words';

export interface ChosenImage {
  path: string;
  width: number;
  height: number;
}

interface ImageFieldProps {
  field: FieldSpec;
  path: string;
  width: number;
  height: number;
  alt: string;
  uploaderId: string;
  error?: ReactNode;
  onChange: (image: ChosenImage | null) => void;
}

const PREVIEW_WIDTH = 320;

export function ImageField({
  field,
  path,
  width,
  height,
  alt,
  uploaderId,
  error,
  onChange,
}: ImageFieldProps) {
  const id = `field-${field.name}`;
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({
    busy: false,
    problem: null,
  });
  const src = useListingImageSrc(path || null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = chosenFileProblem(file);
    if (problem) return setState({ busy: false, problem });
    setState({ busy: true, problem: null });
    try {
      const image = await prepareImage(file);
      const next = imagePath(uploaderId, crypto.randomUUID(), image.type);
      await keepImageDraft({
        path: next,
        owner: uploaderId,
        type: image.type,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        createdAt: new Date().toISOString(),
      });
      onChange({ path: next, width: image.width, height: image.height });
      setState({ busy: false, problem: null });
    } catch (caught) {
      const message =
        caught instanceof UnreadableImageError ? caught.message : t('components.image.notKept');
      setState({ busy: false, problem: message });
    }
  }

  const shown = path && width > 0 && height > 0;
  const scale = shown ? Math.min(1, PREVIEW_WIDTH / width) : 1;
  return (
    <Input.Wrapper
      id={id}
      label={field.label}
      description={field.help}
      error={state.problem ?? error}
    >
      <Stack gap="xs" mt={4}>
        <input
          id={id}
          name={field.name}
          type="file"
          accept={LISTING_IMAGE_TYPES.join(',')}
          disabled={state.busy || !uploaderId}
          aria-invalid={state.problem || error ? true : undefined}
          aria-describedby={[`${id}-description`, state.problem || error ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => void choose(event)}
        />
        <Text size="sm" role="status" aria-live="polite">
          {state.busy
            ? t('components.image.preparing')
            : shown
              ? t('components.image.ready', { width, height })
              : ''}
        </Text>
        {shown ? (
          <Group align="flex-end" gap="md">
            {src ? (
              <img
                src={src}
                alt={
                  alt.trim()
                    ? t('components.image.preview', { alt: alt.trim() })
                    : t('components.image.previewChosen')
                }
                width={Math.round(width * scale)}
                height={Math.round(height * scale)}
                crossOrigin="anonymous"
                style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }}
              />
            ) : null}
            <Button variant="outline" onClick={() => onChange(null)}>
              {t('components.image.remove')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
