/** The masked number members see: four bullets and the last four digits (the list's SQL writes it too). */
export const maskCardNumber = (lastFour: string): string => `•••• ${lastFour}`;
