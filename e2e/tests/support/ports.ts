export const webPort = 3100;
export const apiPort = 4100;
