import { createContext, useContext } from 'react';

/**
 * The element an open dialog renders into. A picker's list inside a dialog opens within it: a list portalled to
 * the end of the page would lie outside the dialog, where the modal dialog blocks the pointer and closes on a click.
 */
export const OverlayContainerContext = createContext<Element | null>(null);

export const useOverlayContainer = () => useContext(OverlayContainerContext);
