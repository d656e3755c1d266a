// Stone values of hen-js (EMPTY = 0, BLACK = 1, WHITE = 2), then the other colours of the HEN
// grammar in grammar order, as the core numbers them (hen::Stone); marks as hen::Mark.
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const RED = 3;
export const GREEN = 4;
export const BLUE = 5;
export const YELLOW = 6;
export const PURPLE = 7;

// Index = stone value: the letter HEN writes for it.
export const stoneLetters = ['', 'b', 'w', 'r', 'g', 'l', 'y', 'p'];
// Index = hen::Mark value.
export const markNames = ['CR', 'SQ', 'TR', 'MA'];

export const Stone = Object.freeze({ EMPTY, BLACK, WHITE, RED, GREEN, BLUE, YELLOW, PURPLE });
