// The entry src/firstScreen/build/firstScreenPlugin.ts bundles into index.html's inline (classic) script.
import { showFirstScreen } from './showFirstScreen';

showFirstScreen(document.currentScript);
