import { ExtensionBoundary, lazyPart } from '@greenroom/sdk';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The drawer is not on the first screen: its chunk (and Semi's SideSheet) load on first open. */
const ProductDrawer = lazyPart(() => import('./ProductDrawer'));

/** What the shell's buttons do with the product drawer. */
export interface ProductDrawerControl {
  visible: boolean;
  open(): void;
  close(): void;
  /** Starts loading the drawer's chunk (on hover or focus of a trigger), so opening is instant. */
  preload(): void;
}

const ProductDrawerContext = createContext<ProductDrawerControl | null>(null);

/** Owns the product drawer: renders it once first opened and lets any shell button open it. */
export function ProductDrawerProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = useCallback(() => {
    setMounted(true);
    setVisible(true);
  }, []);
  const close = useCallback(() => setVisible(false), []);
  const control = useMemo(() => ({ visible, open, close, preload: ProductDrawer.preload }), [visible, open, close]);
  return (
    <ProductDrawerContext.Provider value={control}>
      {children}
      {mounted && (
        <ExtensionBoundary pluginId="host" fallback={null} placement="floating">
          <ProductDrawer visible={visible} onClose={close} />
        </ExtensionBoundary>
      )}
    </ProductDrawerContext.Provider>
  );
}

/** The product drawer's control; throws outside a {@link ProductDrawerProvider}. */
export function useProductDrawer(): ProductDrawerControl {
  const control = useContext(ProductDrawerContext);
  if (!control) throw new Error('useProductDrawer: no ProductDrawerProvider');
  return control;
}
