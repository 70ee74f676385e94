/**
 * Only the recipes of the Chakra components the product uses: an unlisted component renders
 * unstyled, so add its recipe here when a screen starts using it (this keeps the landing lean).
 */
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { fieldSlotRecipe } from './recipes/field';

export const chakraRecipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const chakraSlotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};
