// src/assets/art/resort-hero.svg
var resort_hero_default = "/assets/resort-hero-D9McpzYJ.svg";
// src/assets/art/resort-hero-horizon.svg
var resort_hero_horizon_default = "/assets/resort-hero-horizon-Bt7D1H3H.svg";
export { resort_hero_default as n, resort_hero_horizon_default as t };
