/**
 * What the catalogue's app lists are written with: icon paths and the device models they run on.
 */

export const icon = (name: string) => `/seuiot-assets/icons/${name}.svg`;
export const HANDHELDS = ['S90', 'S95', 'S60', 'S90C', 'M60', 'R30'];
export const ANDROID = [...HANDHELDS, 'T10', 'T8', 'W7'];
