import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { addRecipes } from './system.ts';

/**
 * Adds every Chakra recipe to the design system. Imported only by lazy areas (the admin layout), so the
 * recipes travel in their chunk and never in the public pages' bundle (decision 009, decision 013).
 */
export function completeSystem(): void {
  addRecipes({ recipes, slotRecipes });
}
