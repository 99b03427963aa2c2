// src/locales/es/partners.ts
var partners = {
	destinations: {
		overline: "Más allá de tu resort",
		title: "Destinos destacados",
		subtitle: "Parques, espectáculos y rincones a un paso de tu resort.",
		carousel: "Destinos",
		discover: "Descubrir"
	},
	destination: {
		overline: "Destino destacado",
		soon: "Estamos preparando los detalles de este destino. Mientras tanto, Atención a Socios puede contarte más.",
		readMore: "Leer más",
		buyTickets: "Comprar boletos",
		learnMore: "Conoce más",
		back: "Volver al inicio",
		planStay: "Planea tu estancia",
		planStayText: "Hazlo parte de tus próximas vacaciones: dinos tus fechas y te encontraremos una habitación cerca.",
		requestReservation: "Solicitar una reservación",
		notFoundText: "No encontramos este destino. Es posible que ya no esté disponible o haya cambiado.",
		loadError: "No pudimos cargar este destino. Inténtalo de nuevo.",
		retry: "Intentar de nuevo"
	},
	exchanges: {
		overline: "Viaja más lejos",
		stripTitle: "Intercambia tu semana",
		stripText: "Tu membresía te abre las puertas de resorts en todo el mundo a través de nuestros socios de intercambio.",
		learnMore: "Conoce más",
		learnMoreHidden: "sobre los socios de intercambio",
		subtitle: "Deposita tu semana con alguno de tus socios de intercambio y hospédate en resorts de todo el mundo. Estos son los socios que incluye tu membresía.",
		carousel: "Tus socios de intercambio",
		visitWebsite: "Visitar sitio web",
		newTab: "(se abre en una pestaña nueva)",
		membershipNumber: "Membresía n.º {{number}}",
		none: "Aún no tienes socios de intercambio. Atención a Socios puede decirte cómo afiliarte a uno.",
		loadError: "No pudimos cargar tus socios de intercambio. Inténtalo de nuevo.",
		retry: "Intentar de nuevo",
		partners: {
			rci: "Una de las redes de intercambio vacacional más grandes: cambia tu semana por estancias en miles de resorts afiliados.",
			interval: "Intercambia tu semana en resorts de calidad en todo el mundo, con escapadas y ahorros en viajes para socios.",
			dae: "Intercambia tu semana directamente con propietarios de todo el mundo, con depósitos sencillos y fechas flexibles.",
			ice: "Convierte tu tiempo vacacional en cruceros, tours y experiencias de viaje con precios para socios.",
			sfx: "Un intercambio boutique: cambia tu semana por estancias en resorts y destinos seleccionados.",
			thirdhome: "Un club privado de casas de lujo: cambia tiempo en tu casa vacacional por estancias en casas y residencias de todo el mundo."
		}
	}
};
export { partners };
