// src/components/ui/public-frame.ts
/**
* The geometry of the auth shell (spec section 2), shared by the public layout and the login page's
* prerendered first paint (src/boot/login-shell.tsx): both must place the artwork and the card at the same
* spots, or the swap from one to the other shifts the page (CLS).
*/
var publicFrameSx = {
	grid: {
		flex: 1,
		display: "grid",
		gridTemplateColumns: {
			xs: "1fr",
			md: "minmax(0, 5fr) minmax(0, 6fr)"
		},
		minHeight: "100vh"
	},
	aside: {
		display: {
			xs: "none",
			md: "block"
		},
		position: "sticky",
		top: 0,
		height: "100vh",
		overflow: "hidden",
		bgcolor: "secondary.dark"
	},
	asideOverlay: {
		position: "absolute",
		inset: 0,
		p: {
			md: 5,
			lg: 7
		},
		display: "flex",
		flexDirection: "column",
		background: "linear-gradient(180deg, rgba(8,38,45,0.72) 0%, rgba(8,38,45,0.25) 34%, rgba(8,38,45,0) 50%)"
	},
	column: {
		display: "flex",
		flexDirection: "column",
		minWidth: 0
	},
	header: {
		position: "relative",
		overflow: "hidden",
		display: "flex",
		alignItems: "center",
		justifyContent: {
			xs: "space-between",
			md: "flex-end"
		},
		gap: 2,
		px: {
			xs: 2,
			sm: 4
		},
		pt: {
			xs: 2,
			md: 3
		},
		pb: {
			xs: 12,
			md: 0
		},
		bgcolor: {
			xs: "secondary.dark",
			md: "transparent"
		}
	},
	headerArt: {
		display: {
			xs: "block",
			md: "none"
		},
		position: "absolute",
		inset: 0
	},
	headerLogo: {
		position: "relative",
		display: {
			xs: "block",
			md: "none"
		}
	},
	headerEnd: { position: "relative" },
	main: {
		flex: 1,
		position: "relative",
		px: {
			xs: 2,
			sm: 4
		},
		mt: {
			xs: -6,
			md: 0
		},
		pt: { md: 6 },
		pb: {
			xs: 4,
			md: 6
		},
		display: "flex",
		flexDirection: "column",
		justifyContent: { md: "center" },
		outline: "none"
	}
};
/** The auth card of /, /login and /register (the register form is wider). */
function authCardSx(wide) {
	return {
		width: "100%",
		maxWidth: wide ? 600 : 480,
		mx: "auto",
		px: {
			xs: 3,
			sm: 5
		},
		pt: {
			xs: 1,
			sm: 2
		},
		pb: {
			xs: 4,
			sm: 5
		}
	};
}
export { publicFrameSx as n, authCardSx as t };
