/** Spec: free AI letter explanations, 2 a person a month. The server counts them; screens say it. */
export const FREE_AI_LETTERS_A_MONTH = 2;
