import type { ComponentType } from 'react';
import { AuthCard } from './auth-card';
import type { AuthFrameProps } from './auth-frame-props';
import type { AuthVariant } from './auth-variants';
import { BoxedFrame } from './boxed-frame';
import { CoverFrame } from './cover-frame';
import { ModernFrame } from './modern-frame';

const frames: Record<AuthVariant, ComponentType<AuthFrameProps>> = {
  basic: AuthCard,
  cover: CoverFrame,
  boxed: BoxedFrame,
  modern: ModernFrame,
};

/** Draws a template page's content in the frame of its variant (§2: one frame per variant). */
export function AuthFrame({ variant, ...props }: AuthFrameProps & { variant: AuthVariant }) {
  const Frame = frames[variant];
  return <Frame {...props} />;
}
