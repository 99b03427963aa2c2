// ../../node_modules/@zxcvbn-ts/core/dist/utils/helper.mjs
var extend = (listToExtend, list) => listToExtend.push.apply(listToExtend, list);
var sorted = (matches) => matches.sort((m1, m2) => m1.i - m2.i || m1.j - m2.j);
var buildRankedDictionary = (orderedList) => {
	const result = {};
	let counter = 1;
	orderedList.forEach((word) => {
		result[word] = counter;
		counter += 1;
	});
	return result;
};
var DATE_SPLITS = {
	4: [[1, 2], [2, 3]],
	5: [
		[1, 3],
		[2, 3],
		[2, 4]
	],
	6: [
		[1, 2],
		[2, 4],
		[4, 5]
	],
	7: [
		[1, 3],
		[2, 3],
		[4, 5],
		[4, 6]
	],
	8: [[2, 4], [4, 6]]
};
var MIN_GUESSES_BEFORE_GROWING_SEQUENCE = 1e4;
var START_UPPER = /^[A-Z\xbf-\xdf][^A-Z\xbf-\xdf]+$/;
var END_UPPER = /^[^A-Z\xbf-\xdf]+[A-Z\xbf-\xdf]$/;
var ALL_UPPER = /^[A-Z\xbf-\xdf]+$/;
var ALL_UPPER_INVERTED = /^[^a-z\xdf-\xff]+$/;
var ALL_LOWER = /^[a-z\xdf-\xff]+$/;
var ALL_LOWER_INVERTED = /^[^A-Z\xbf-\xdf]+$/;
var ONE_LOWER = /[a-z\xdf-\xff]/;
var ONE_UPPER = /[A-Z\xbf-\xdf]/;
var ALPHA_INVERTED = /[^A-Za-z\xbf-\xdf]/gi;
var ALL_DIGIT = /^\d+$/;
var REFERENCE_YEAR = (/* @__PURE__ */ new Date()).getFullYear();
var REGEXEN = { recentYear: /19\d\d|200\d|201\d|202\d/g };
var SEPERATOR_CHARS = [
	" ",
	",",
	";",
	":",
	"|",
	"/",
	"\\",
	"_",
	".",
	"-"
];
var SEPERATOR_CHAR_COUNT = SEPERATOR_CHARS.length;
var ESCAPE_REGEX = /[.*+?^${}()|[\]\\]/g;
// ../../node_modules/@zxcvbn-ts/core/dist/types.mjs
var MatcherBaseClass = class {
	constructor(options) {
		this.options = options;
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/date/matching.mjs
var MatchDate = class extends MatcherBaseClass {
	match({ password }) {
		const matches = [...this.getMatchesWithoutSeparator(password), ...this.getMatchesWithSeparator(password)];
		return sorted(this.filterNoise(matches));
	}
	getMatchesWithSeparator(password) {
		const matches = [];
		const maybeDateWithSeparator = /^(\d{1,4})([\s/\\_.-])(\d{1,2})\2(\d{1,4})$/;
		for (let i = 0; i <= Math.abs(password.length - 6); i += 1) for (let j = i + 5; j <= i + 9; j += 1) {
			if (j >= password.length) break;
			const token = password.slice(i, j + 1 || 9e9);
			const regexMatch = maybeDateWithSeparator.exec(token);
			if (regexMatch != null) {
				const dmy = this.mapIntegersToDayMonthYear([
					parseInt(regexMatch[1], 10),
					parseInt(regexMatch[3], 10),
					parseInt(regexMatch[4], 10)
				]);
				if (dmy != null) matches.push({
					pattern: "date",
					token,
					i,
					j,
					separator: regexMatch[2],
					year: dmy.year,
					month: dmy.month,
					day: dmy.day
				});
			}
		}
		return matches;
	}
	getMatchesWithoutSeparator(password) {
		const matches = [];
		const maybeDateNoSeparator = /^\d{4,8}$/;
		const metric = (candidate) => Math.abs(candidate.year - REFERENCE_YEAR);
		for (let i = 0; i <= Math.abs(password.length - 4); i += 1) for (let j = i + 3; j <= i + 7; j += 1) {
			if (j >= password.length) break;
			const token = password.slice(i, j + 1 || 9e9);
			if (maybeDateNoSeparator.exec(token)) {
				const candidates = [];
				DATE_SPLITS[token.length].forEach(([k, l]) => {
					const dmy = this.mapIntegersToDayMonthYear([
						parseInt(token.slice(0, k), 10),
						parseInt(token.slice(k, l), 10),
						parseInt(token.slice(l), 10)
					]);
					if (dmy != null) candidates.push(dmy);
				});
				if (candidates.length > 0) {
					let bestCandidate = candidates[0];
					let minDistance = metric(candidates[0]);
					candidates.slice(1).forEach((candidate) => {
						const distance = metric(candidate);
						if (distance < minDistance) {
							bestCandidate = candidate;
							minDistance = distance;
						}
					});
					matches.push({
						pattern: "date",
						token,
						i,
						j,
						separator: "",
						year: bestCandidate.year,
						month: bestCandidate.month,
						day: bestCandidate.day
					});
				}
			}
		}
		return matches;
	}
	filterNoise(matches) {
		return matches.filter((match) => {
			let isSubmatch = false;
			const matchesLength = matches.length;
			for (let o = 0; o < matchesLength; o += 1) {
				const otherMatch = matches[o];
				if (match !== otherMatch) {
					if (otherMatch.i <= match.i && otherMatch.j >= match.j) {
						isSubmatch = true;
						break;
					}
				}
			}
			return !isSubmatch;
		});
	}
	mapIntegersToDayMonthYear(integers) {
		if (integers[1] > 31 || integers[1] <= 0) return null;
		let over12 = 0;
		let over31 = 0;
		let under1 = 0;
		for (let o = 0, len1 = integers.length; o < len1; o += 1) {
			const int = integers[o];
			if (int > 99 && int < 1e3 || int > 2050) return null;
			if (int > 31) over31 += 1;
			if (int > 12) over12 += 1;
			if (int <= 0) under1 += 1;
		}
		if (over31 >= 2 || over12 === 3 || under1 >= 2) return null;
		return this.getDayMonth(integers);
	}
	getDayMonth(integers) {
		const possibleYearSplits = [[integers[2], integers.slice(0, 2)], [integers[0], integers.slice(1, 3)]];
		const possibleYearSplitsLength = possibleYearSplits.length;
		for (let j = 0; j < possibleYearSplitsLength; j += 1) {
			const [y, rest] = possibleYearSplits[j];
			if (1e3 <= y && y <= 2050) {
				const dm = this.mapIntegersToDayMonth(rest);
				if (dm != null) return {
					year: y,
					month: dm.month,
					day: dm.day
				};
				return null;
			}
		}
		for (let k = 0; k < possibleYearSplitsLength; k += 1) {
			const [y, rest] = possibleYearSplits[k];
			const dm = this.mapIntegersToDayMonth(rest);
			if (dm != null) return {
				year: this.twoToFourDigitYear(y),
				month: dm.month,
				day: dm.day
			};
		}
		return null;
	}
	mapIntegersToDayMonth(integers) {
		const temp = [integers, integers.slice().reverse()];
		for (let i = 0; i < temp.length; i += 1) {
			const data = temp[i];
			const day = data[0];
			const month = data[1];
			if (day >= 1 && day <= 31 && month >= 1 && month <= 12) return {
				day,
				month
			};
		}
		return null;
	}
	twoToFourDigitYear(year) {
		if (year > 99) return year;
		if (year > 50) return year + 1900;
		return year + 2e3;
	}
};
// ../../node_modules/fastest-levenshtein/esm/mod.js
var peq = /* @__PURE__ */ new Uint32Array(65536);
var myers_32 = (a, b) => {
	const n = a.length;
	const m = b.length;
	const lst = 1 << n - 1;
	let pv = -1;
	let mv = 0;
	let sc = n;
	let i = n;
	while (i--) peq[a.charCodeAt(i)] |= 1 << i;
	for (i = 0; i < m; i++) {
		let eq = peq[b.charCodeAt(i)];
		const xv = eq | mv;
		eq |= (eq & pv) + pv ^ pv;
		mv |= ~(eq | pv);
		pv &= eq;
		if (mv & lst) sc++;
		if (pv & lst) sc--;
		mv = mv << 1 | 1;
		pv = pv << 1 | ~(xv | mv);
		mv &= xv;
	}
	i = n;
	while (i--) peq[a.charCodeAt(i)] = 0;
	return sc;
};
var myers_x = (b, a) => {
	const n = a.length;
	const m = b.length;
	const mhc = [];
	const phc = [];
	const hsize = Math.ceil(n / 32);
	const vsize = Math.ceil(m / 32);
	for (let i = 0; i < hsize; i++) {
		phc[i] = -1;
		mhc[i] = 0;
	}
	let j = 0;
	for (; j < vsize - 1; j++) {
		let mv = 0;
		let pv = -1;
		const start = j * 32;
		const vlen = Math.min(32, m) + start;
		for (let k = start; k < vlen; k++) peq[b.charCodeAt(k)] |= 1 << k;
		for (let i = 0; i < n; i++) {
			const eq = peq[a.charCodeAt(i)];
			const pb = phc[i / 32 | 0] >>> i & 1;
			const mb = mhc[i / 32 | 0] >>> i & 1;
			const xv = eq | mv;
			const xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
			let ph = mv | ~(xh | pv);
			let mh = pv & xh;
			if (ph >>> 31 ^ pb) phc[i / 32 | 0] ^= 1 << i;
			if (mh >>> 31 ^ mb) mhc[i / 32 | 0] ^= 1 << i;
			ph = ph << 1 | pb;
			mh = mh << 1 | mb;
			pv = mh | ~(xv | ph);
			mv = ph & xv;
		}
		for (let k = start; k < vlen; k++) peq[b.charCodeAt(k)] = 0;
	}
	let mv = 0;
	let pv = -1;
	const start = j * 32;
	const vlen = Math.min(32, m - start) + start;
	for (let k = start; k < vlen; k++) peq[b.charCodeAt(k)] |= 1 << k;
	let score = m;
	for (let i = 0; i < n; i++) {
		const eq = peq[a.charCodeAt(i)];
		const pb = phc[i / 32 | 0] >>> i & 1;
		const mb = mhc[i / 32 | 0] >>> i & 1;
		const xv = eq | mv;
		const xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
		let ph = mv | ~(xh | pv);
		let mh = pv & xh;
		score += ph >>> m - 1 & 1;
		score -= mh >>> m - 1 & 1;
		if (ph >>> 31 ^ pb) phc[i / 32 | 0] ^= 1 << i;
		if (mh >>> 31 ^ mb) mhc[i / 32 | 0] ^= 1 << i;
		ph = ph << 1 | pb;
		mh = mh << 1 | mb;
		pv = mh | ~(xv | ph);
		mv = ph & xv;
	}
	for (let k = start; k < vlen; k++) peq[b.charCodeAt(k)] = 0;
	return score;
};
var distance = (a, b) => {
	if (a.length < b.length) {
		const tmp = b;
		b = a;
		a = tmp;
	}
	if (b.length === 0) return a.length;
	if (a.length <= 32) return myers_32(a, b);
	return myers_x(a, b);
};
// ../../node_modules/@zxcvbn-ts/core/dist/utils/levenshtein.mjs
var getUsedThreshold = (password, entry, threshold) => {
	const isPasswordToShort = password.length <= entry.length;
	const isThresholdLongerThanPassword = password.length <= threshold;
	return isPasswordToShort || isThresholdLongerThanPassword ? Math.ceil(password.length / 4) : threshold;
};
var findLevenshteinDistance = (password, rankedDictionary, threshold) => {
	let foundDistance = 0;
	const found = Object.keys(rankedDictionary).find((entry) => {
		const usedThreshold = getUsedThreshold(password, entry, threshold);
		if (Math.abs(password.length - entry.length) > usedThreshold) return false;
		const foundEntryDistance = distance(password, entry);
		const isInThreshold = foundEntryDistance <= usedThreshold;
		if (isInThreshold) foundDistance = foundEntryDistance;
		return isInThreshold;
	});
	if (found) return {
		levenshteinDistance: foundDistance,
		levenshteinDistanceEntry: found
	};
	return {};
};
// ../../node_modules/@zxcvbn-ts/core/dist/utils/mergeUserInputDictionary.mjs
var mergeUserInputDictionary = (optionsRankedDictionaries, optionsRankedDictionariesMaxWordSize, userInputsOptions) => {
	if (!userInputsOptions) return {
		rankedDictionaries: optionsRankedDictionaries,
		rankedDictionariesMaxWordSize: optionsRankedDictionariesMaxWordSize
	};
	const rankedDictionaries = { ...optionsRankedDictionaries };
	const rankedDictionariesMaxWordSize = { ...optionsRankedDictionariesMaxWordSize };
	rankedDictionaries.userInputs = {
		...rankedDictionaries.userInputs || {},
		...userInputsOptions.rankedDictionary
	};
	rankedDictionariesMaxWordSize.userInputs = Math.max(userInputsOptions.rankedDictionaryMaxWordSize, rankedDictionariesMaxWordSize.userInputs || 0);
	return {
		rankedDictionaries,
		rankedDictionariesMaxWordSize
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/matching.mjs
var MatchDictionary = class extends MatcherBaseClass {
	constructor(options, wordSequenceCheck) {
		super(options);
		this.wordSequenceCheck = wordSequenceCheck;
	}
	getRangedDictionaries(userInputsOptions) {
		if (this.wordSequenceCheck) {
			const rankedDictionaries = {};
			const rankedDictionariesMaxWordSize = {};
			Object.keys(this.options.rankedDictionaries).forEach((key) => {
				if (this.options.isWordSequence(key)) {
					rankedDictionaries[key] = this.options.rankedDictionaries[key];
					rankedDictionariesMaxWordSize[key] = this.options.rankedDictionariesMaxWordSize[key];
				}
			});
			return {
				rankedDictionaries,
				rankedDictionariesMaxWordSize
			};
		}
		return mergeUserInputDictionary(this.options.rankedDictionaries, this.options.rankedDictionariesMaxWordSize, userInputsOptions);
	}
	match({ password, userInputsOptions, useLevenshtein = true }) {
		const matches = [];
		const passwordLength = password.length;
		const passwordLower = password.toLowerCase();
		const { rankedDictionaries, rankedDictionariesMaxWordSize } = this.getRangedDictionaries(userInputsOptions);
		const dictionaryNames = Object.keys(rankedDictionaries);
		const maxSearchWidth = Math.max(0, ...Object.values(rankedDictionariesMaxWordSize));
		for (let i = 0; i < passwordLength; i += 1) for (let j = i; j < passwordLength; j += 1) {
			const isFullPassword = i === 0 && j === passwordLength - 1;
			if (j - i + 1 > maxSearchWidth && !isFullPassword) break;
			const usedPassword = passwordLower.slice(i, j + 1);
			for (const dictionaryName of dictionaryNames) {
				const rankedDict = rankedDictionaries[dictionaryName];
				if (j - i + 1 > rankedDictionariesMaxWordSize[dictionaryName] && !isFullPassword) continue;
				const rank = rankedDict[usedPassword];
				const isInDictionary = rank !== void 0;
				let foundLevenshteinDistance = {};
				if (this.options.useLevenshteinDistance && isFullPassword && !isInDictionary && useLevenshtein) foundLevenshteinDistance = findLevenshteinDistance(usedPassword, rankedDict, this.options.levenshteinThreshold);
				const isLevenshteinMatch = foundLevenshteinDistance.levenshteinDistance !== void 0;
				if (isInDictionary || isLevenshteinMatch) {
					const usedRankPassword = isLevenshteinMatch ? foundLevenshteinDistance.levenshteinDistanceEntry : usedPassword;
					const rankValue = isInDictionary ? rank : rankedDict[usedRankPassword];
					matches.push({
						pattern: "dictionary",
						i,
						j,
						token: password.slice(i, j + 1),
						matchedWord: usedPassword,
						rank: rankValue,
						dictionaryName,
						reversed: false,
						l33t: false,
						...foundLevenshteinDistance
					});
				}
			}
		}
		return matches;
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/unmunger/getCleanPasswords.mjs
var CleanPasswords = class {
	constructor({ substr, limit, trieRoot }) {
		this.buffer = [];
		this.finalPasswords = [];
		this.substr = substr;
		this.limit = limit;
		this.trieRoot = trieRoot;
	}
	getAllPossibleSubsAtIndex(index) {
		const nodes = [];
		let cur = this.trieRoot;
		for (let i = index; i < this.substr.length; i += 1) {
			const character = this.substr.charAt(i);
			cur = cur.getChild(character);
			if (!cur) break;
			nodes.push(cur);
		}
		return nodes;
	}
	helper({ onlyFullSub, isFullSub, index, subIndex, changes, lastSubLetter, consecutiveSubCount }) {
		if (this.finalPasswords.length >= this.limit) return;
		if (index === this.substr.length) {
			if (onlyFullSub === isFullSub) this.finalPasswords.push({
				password: this.buffer.join(""),
				changes,
				isFullSubstitution: onlyFullSub
			});
			return;
		}
		const nodes = [...this.getAllPossibleSubsAtIndex(index)];
		let hasSubs = false;
		for (let i = index + nodes.length - 1; i >= index; i -= 1) {
			const cur = nodes[i - index];
			const sub = cur.parents.join("");
			if (cur.isTerminal()) {
				if (lastSubLetter === sub && consecutiveSubCount >= 3) continue;
				hasSubs = true;
				const letters = cur.subs;
				for (const letter of letters) {
					this.buffer.push(letter);
					const newSubs = changes.concat({
						i: subIndex,
						letter,
						substitution: sub
					});
					this.helper({
						onlyFullSub,
						isFullSub,
						index: index + sub.length,
						subIndex: subIndex + letter.length,
						changes: newSubs,
						lastSubLetter: sub,
						consecutiveSubCount: lastSubLetter === sub ? consecutiveSubCount + 1 : 1
					});
					this.buffer.pop();
					if (this.finalPasswords.length >= this.limit) return;
				}
			}
		}
		if (!onlyFullSub || !hasSubs) {
			const firstChar = this.substr.charAt(index);
			this.buffer.push(firstChar);
			this.helper({
				onlyFullSub,
				isFullSub: isFullSub && !hasSubs,
				index: index + 1,
				subIndex: subIndex + 1,
				changes,
				lastSubLetter,
				consecutiveSubCount
			});
			this.buffer.pop();
		}
	}
	getAll() {
		this.helper({
			onlyFullSub: true,
			isFullSub: true,
			index: 0,
			subIndex: 0,
			changes: [],
			lastSubLetter: void 0,
			consecutiveSubCount: 0
		});
		this.helper({
			onlyFullSub: false,
			isFullSub: true,
			index: 0,
			subIndex: 0,
			changes: [],
			lastSubLetter: void 0,
			consecutiveSubCount: 0
		});
		return this.finalPasswords;
	}
};
var getCleanPasswords = (password, limit, trieRoot) => {
	return new CleanPasswords({
		substr: password,
		limit,
		trieRoot
	}).getAll();
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/l33t.mjs
var getExtras = (passwordWithSubs, i, j) => {
	let iUnsubbed = i;
	let jUnsubbed = j;
	const filtered = [];
	const subDisplay = [];
	const seenSubs = /* @__PURE__ */ new Set();
	passwordWithSubs.changes.forEach((change) => {
		if (change.i < i) {
			const diff = change.substitution.length - change.letter.length;
			iUnsubbed += diff;
			jUnsubbed += diff;
		} else if (change.i <= j) {
			jUnsubbed += change.substitution.length - change.letter.length;
			const subKey = `${change.letter}-${change.substitution}`;
			if (!seenSubs.has(subKey)) {
				seenSubs.add(subKey);
				filtered.push({
					letter: change.letter,
					substitution: change.substitution
				});
				subDisplay.push(`${change.substitution} -> ${change.letter}`);
			}
		}
	});
	return {
		i: iUnsubbed,
		j: jUnsubbed,
		subs: filtered,
		subDisplay: subDisplay.join(", ")
	};
};
var MatchL33t = class extends MatchDictionary {
	isAlreadyIncluded(matches, newMatch) {
		return matches.some((l33tMatch) => {
			return l33tMatch.i === newMatch.i && l33tMatch.j === newMatch.j && l33tMatch.dictionaryName === newMatch.dictionaryName && l33tMatch.matchedWord === newMatch.matchedWord;
		});
	}
	match(matchOptions) {
		const matches = [];
		const subbedPasswords = getCleanPasswords(matchOptions.password, this.options.l33tMaxSubstitutions, this.options.trieNodeRoot);
		let hasFullMatch = false;
		subbedPasswords.forEach((subbedPassword) => {
			if (hasFullMatch) return;
			super.match({
				...matchOptions,
				password: subbedPassword.password,
				useLevenshtein: subbedPassword.isFullSubstitution
			}).forEach((match) => {
				const extras = getExtras(subbedPassword, match.i, match.j);
				if (!hasFullMatch) hasFullMatch = extras.i === 0 && extras.j === matchOptions.password.length - 1;
				const token = matchOptions.password.slice(extras.i, extras.j + 1);
				const newMatch = {
					...match,
					l33t: true,
					token,
					...extras
				};
				const alreadyIncluded = this.isAlreadyIncluded(matches, newMatch);
				if (token.toLowerCase() !== match.matchedWord && !alreadyIncluded) matches.push(newMatch);
			});
		});
		return matches.filter((match) => match.token.length > 1);
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/reverse.mjs
var MatchReverse = class extends MatchDictionary {
	match(matchOptions) {
		const passwordReversed = matchOptions.password.split("").reverse().join("");
		return super.match({
			...matchOptions,
			password: passwordReversed
		}).map((match) => ({
			...match,
			token: match.token.split("").reverse().join(""),
			reversed: true,
			i: matchOptions.password.length - 1 - match.j,
			j: matchOptions.password.length - 1 - match.i
		}));
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/regex/matching.mjs
var MatchRegex = class extends MatcherBaseClass {
	match({ password }) {
		const matches = [];
		Object.keys(REGEXEN).forEach((name) => {
			const regex = REGEXEN[name];
			regex.lastIndex = 0;
			let regexMatch;
			while (regexMatch = regex.exec(password)) if (regexMatch) {
				const token = regexMatch[0];
				matches.push({
					pattern: "regex",
					token,
					i: regexMatch.index,
					j: regexMatch.index + regexMatch[0].length - 1,
					regexName: name,
					regexMatch
				});
			}
		});
		return sorted(matches);
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/scoring/utils.mjs
var LOG10 = Math.log(10);
var LOG2 = Math.log(2);
var utils = {
	nCk(n, k) {
		let count = n;
		if (k > count) return 0;
		if (k === 0) return 1;
		let coEff = 1;
		for (let i = 1; i <= k; i += 1) {
			coEff *= count;
			coEff /= i;
			count -= 1;
		}
		return coEff;
	},
	log10(n) {
		if (n === 0) return 0;
		return Math.log(n) / LOG10;
	},
	log2(n) {
		return Math.log(n) / LOG2;
	},
	factorial(num) {
		let rval = 1;
		for (let i = 2; i <= num; i += 1) rval *= i;
		return rval;
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/bruteforce/scoring.mjs
var bruteforceMatcher$1 = ({ token }) => {
	let guesses = 10 ** token.length;
	if (guesses === Number.POSITIVE_INFINITY) guesses = Number.MAX_VALUE;
	let minGuesses;
	if (token.length === 1) minGuesses = 11;
	else minGuesses = 51;
	return Math.max(guesses, minGuesses);
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/date/scoring.mjs
var dateMatcher$1 = ({ year, separator }) => {
	let guesses = Math.max(Math.abs(year - REFERENCE_YEAR), 21) * 365;
	if (separator) guesses *= 4;
	return guesses;
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/variants/scoring/uppercase.mjs
var getVariations = (cleanedWord) => {
	const wordArray = cleanedWord.split("");
	const upperCaseCount = wordArray.filter((char) => char.match(ONE_UPPER)).length;
	const lowerCaseCount = wordArray.filter((char) => char.match(ONE_LOWER)).length;
	let variations = 0;
	const variationLength = Math.min(upperCaseCount, lowerCaseCount);
	for (let i = 1; i <= variationLength; i += 1) variations += utils.nCk(upperCaseCount + lowerCaseCount, i);
	return variations;
};
var uppercaseVariant = (word) => {
	const cleanedWord = word.replace(ALPHA_INVERTED, "");
	if (cleanedWord.match(ALL_LOWER_INVERTED) || cleanedWord.toLowerCase() === cleanedWord) return 1;
	const commonCases = [
		START_UPPER,
		END_UPPER,
		ALL_UPPER_INVERTED
	];
	const commonCasesLength = commonCases.length;
	for (let i = 0; i < commonCasesLength; i += 1) {
		const regex = commonCases[i];
		if (cleanedWord.match(regex)) return 2;
	}
	return getVariations(cleanedWord);
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/variants/scoring/l33t.mjs
var countSubstring = (string, substring) => {
	let count = 0;
	let pos = string.indexOf(substring);
	while (pos >= 0) {
		count += 1;
		pos = string.indexOf(substring, pos + substring.length);
	}
	return count;
};
var getCounts = ({ sub, token }) => {
	const tokenLower = token.toLowerCase();
	return {
		subbedCount: countSubstring(tokenLower, sub.substitution),
		unsubbedCount: countSubstring(tokenLower, sub.letter)
	};
};
var l33tVariant = ({ l33t, subs, token }) => {
	if (!l33t) return 1;
	let variations = 1;
	subs.forEach((sub) => {
		const { subbedCount, unsubbedCount } = getCounts({
			sub,
			token
		});
		if (subbedCount === 0 || unsubbedCount === 0) variations *= 2;
		else {
			const p = Math.min(unsubbedCount, subbedCount);
			let possibilities = 0;
			for (let i = 1; i <= p; i += 1) possibilities += utils.nCk(unsubbedCount + subbedCount, i);
			variations *= possibilities;
		}
	});
	return variations;
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/scoring.mjs
var dictionaryMatcher$1 = ({ rank, reversed, l33t, subs, token, dictionaryName }) => {
	const baseGuesses = rank;
	const uppercaseVariations = uppercaseVariant(token);
	const l33tVariations = l33tVariant({
		l33t,
		subs,
		token
	});
	const reversedVariations = reversed && 2 || 1;
	let calculation;
	if (dictionaryName === "diceware") calculation = 3888;
	else calculation = baseGuesses * uppercaseVariations * l33tVariations * reversedVariations;
	return {
		baseGuesses,
		uppercaseVariations,
		l33tVariations,
		calculation
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/regex/scoring.mjs
var regexMatcher$1 = ({ regexName, regexMatch, token }) => {
	const charClassBases = {
		alphaLower: 26,
		alphaUpper: 26,
		alpha: 52,
		alphanumeric: 62,
		digits: 10,
		symbols: 33
	};
	if (regexName in charClassBases) return charClassBases[regexName] ** token.length;
	switch (regexName) {
		case "recentYear": return Math.max(Math.abs(parseInt(regexMatch[0], 10) - REFERENCE_YEAR), 21);
	}
	return 0;
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/repeat/scoring.mjs
var repeatMatcher$1 = ({ baseGuesses, repeatCount }) => baseGuesses * repeatCount;
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/sequence/scoring.mjs
var sequenceMatcher$1 = ({ token, ascending }) => {
	const firstChr = token.charAt(0);
	let baseGuesses;
	if ([
		"a",
		"A",
		"z",
		"Z",
		"0",
		"1",
		"9"
	].includes(firstChr)) baseGuesses = 4;
	else if (/\d/.exec(firstChr)) baseGuesses = 10;
	else baseGuesses = 26;
	if (!ascending) baseGuesses *= 2;
	return baseGuesses * token.length;
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/spatial/scoring.mjs
var calcAverageDegree = (graph) => {
	let average = 0;
	Object.keys(graph).forEach((key) => {
		const neighbors = graph[key];
		average += neighbors.filter((entry) => !!entry).length;
	});
	average /= Object.entries(graph).length;
	return average;
};
var estimatePossiblePatterns = (graphEntry, { token, turns }) => {
	const startingPosition = Object.keys(graphEntry).length;
	const averageDegree = calcAverageDegree(graphEntry);
	let guesses = 0;
	const tokenLength = token.length;
	for (let i = 2; i <= tokenLength; i += 1) {
		const possibleTurns = Math.min(turns, i - 1);
		for (let j = 1; j <= possibleTurns; j += 1) guesses += utils.nCk(i - 1, j - 1) * startingPosition * averageDegree ** j;
	}
	return guesses;
};
var spatialMatcher$1 = ({ graph, token, shiftedCount, turns }, options) => {
	let guesses = estimatePossiblePatterns(options.graphs[graph], {
		token,
		turns
	});
	if (shiftedCount) {
		const unShiftedCount = token.length - shiftedCount;
		if (shiftedCount === 0 || unShiftedCount === 0) guesses *= 2;
		else {
			let shiftedVariations = 0;
			for (let i = 1; i <= Math.min(shiftedCount, unShiftedCount); i += 1) shiftedVariations += utils.nCk(shiftedCount + unShiftedCount, i);
			guesses *= shiftedVariations;
		}
	}
	return Math.round(guesses);
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/separator/scoring.mjs
var separatorMatcher$1 = () => {
	return SEPERATOR_CHAR_COUNT;
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/wordSequence/scoring.mjs
function factorial(n) {
	if (n <= 1) return 1;
	return n * factorial(n - 1);
}
var wordSequenceMatcher$1 = (match) => {
	if (match.pattern !== "wordSequence") return 0;
	return factorial(match.wordCount) * 2 ** (match.wordCount - 2);
};
// ../../node_modules/@zxcvbn-ts/core/dist/scoring/estimate.mjs
var getMinGuesses = (match, password) => {
	let minGuesses = 1;
	if (match.token.length < password.length) {
		if (match.token.length === 1) minGuesses = 10;
		else minGuesses = 50;
	}
	return minGuesses;
};
var matchers = {
	bruteforce: bruteforceMatcher$1,
	date: dateMatcher$1,
	dictionary: dictionaryMatcher$1,
	regex: regexMatcher$1,
	repeat: repeatMatcher$1,
	sequence: sequenceMatcher$1,
	spatial: spatialMatcher$1,
	separator: separatorMatcher$1,
	wordSequence: wordSequenceMatcher$1
};
var getScoring = (options, name, match) => {
	if (matchers[name]) return matchers[name](match, options);
	if (options.matchers[name] && "scoring" in options.matchers[name]) return options.matchers[name].scoring(match, options);
	return 0;
};
var estimateGuesses = (options, match, password) => {
	const extraData = {};
	if ("guesses" in match && match.guesses != null) return match;
	const minGuesses = getMinGuesses(match, password);
	const estimationResult = getScoring(options, match.pattern, match);
	let guesses = 0;
	if (typeof estimationResult === "number") guesses = estimationResult;
	else if (match.pattern === "dictionary") {
		guesses = estimationResult.calculation;
		extraData.baseGuesses = estimationResult.baseGuesses;
		extraData.uppercaseVariations = estimationResult.uppercaseVariations;
		extraData.l33tVariations = estimationResult.l33tVariations;
	}
	const matchGuesses = Math.max(guesses, minGuesses);
	return {
		...match,
		...extraData,
		guesses: matchGuesses,
		guessesLog10: utils.log10(matchGuesses)
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/scoring/index.mjs
var Scoring = class {
	constructor(options) {
		this.options = options;
		this.password = "";
		this.optimal = {};
		this.excludeAdditive = false;
	}
	fillArray(size, valueType) {
		const result = [];
		for (let i = 0; i < size; i += 1) {
			let value = [];
			if (valueType === "object") value = {};
			result.push(value);
		}
		return result;
	}
	makeBruteforceMatch(i, j) {
		return {
			pattern: "bruteforce",
			token: this.password.slice(i, j + 1 || 9e9),
			i,
			j
		};
	}
	update(match, sequenceLength) {
		const k = match.j;
		const estimatedMatch = estimateGuesses(this.options, match, this.password);
		let pi = estimatedMatch.guesses;
		if (sequenceLength > 1) pi *= this.optimal.guessesProduct[estimatedMatch.i - 1][sequenceLength - 1];
		let g = utils.factorial(sequenceLength) * pi;
		if (!this.excludeAdditive) g += MIN_GUESSES_BEFORE_GROWING_SEQUENCE ** (sequenceLength - 1);
		let shouldSkip = false;
		const competingG = this.optimal.totalGuesses[k];
		Object.keys(competingG).forEach((competingPatternLengthStr) => {
			const competingPatternLength = parseInt(competingPatternLengthStr, 10);
			const competingMetricMatch = competingG[competingPatternLength];
			if (competingPatternLength <= sequenceLength) {
				if (competingMetricMatch <= g) shouldSkip = true;
			}
		});
		if (!shouldSkip) {
			this.optimal.totalGuesses[k][sequenceLength] = g;
			this.optimal.bestMatches[k][sequenceLength] = estimatedMatch;
			this.optimal.guessesProduct[k][sequenceLength] = pi;
		}
	}
	bruteforceUpdate(passwordCharIndex) {
		let match = this.makeBruteforceMatch(0, passwordCharIndex);
		this.update(match, 1);
		for (let i = 1; i <= passwordCharIndex; i += 1) {
			match = this.makeBruteforceMatch(i, passwordCharIndex);
			const tmp = this.optimal.bestMatches[i - 1];
			Object.keys(tmp).forEach((sequenceLengthStr) => {
				const sequenceLength = parseInt(sequenceLengthStr, 10);
				if (tmp[sequenceLength].pattern !== "bruteforce") this.update(match, sequenceLength + 1);
			});
		}
	}
	unwind(passwordLength) {
		const optimalMatchSequence = [];
		let k = passwordLength - 1;
		let sequenceLength = 0;
		let g = Infinity;
		const temp = this.optimal.totalGuesses[k];
		if (temp) Object.keys(temp).forEach((candidateSequenceLengthStr) => {
			const candidateSequenceLength = parseInt(candidateSequenceLengthStr, 10);
			const candidateMetricMatch = temp[candidateSequenceLength];
			if (candidateMetricMatch < g) {
				sequenceLength = candidateSequenceLength;
				g = candidateMetricMatch;
			}
		});
		while (k >= 0) {
			const match = this.optimal.bestMatches[k][sequenceLength];
			optimalMatchSequence.unshift(match);
			k = match.i - 1;
			sequenceLength -= 1;
		}
		return optimalMatchSequence;
	}
	mostGuessableMatchSequence(password, matches, excludeAdditive = false) {
		this.password = password;
		this.excludeAdditive = excludeAdditive;
		const passwordLength = password.length;
		let matchesByCoordinateJ = this.fillArray(passwordLength, "array");
		matches.forEach((match) => {
			matchesByCoordinateJ[match.j].push(match);
		});
		matchesByCoordinateJ = matchesByCoordinateJ.map((match) => match.sort((m1, m2) => m1.i - m2.i));
		this.optimal = {
			bestMatches: this.fillArray(passwordLength, "object"),
			guessesProduct: this.fillArray(passwordLength, "object"),
			totalGuesses: this.fillArray(passwordLength, "object")
		};
		for (let k = 0; k < passwordLength; k += 1) {
			matchesByCoordinateJ[k].forEach((match) => {
				if (match.i > 0) {
					const prevM = this.optimal.bestMatches[match.i - 1];
					Object.keys(prevM).forEach((sequenceLengthStr) => {
						const sequenceLength = parseInt(sequenceLengthStr, 10);
						this.update(match, sequenceLength + 1);
					});
				} else this.update(match, 1);
			});
			this.bruteforceUpdate(k);
		}
		const optimalMatchSequence = this.unwind(passwordLength);
		const optimalSequenceLength = optimalMatchSequence.length;
		const guesses = this.getGuesses(password, optimalSequenceLength);
		return {
			password,
			guesses,
			guessesLog10: utils.log10(guesses),
			sequence: optimalMatchSequence
		};
	}
	getGuesses(password, optimalSequenceLength) {
		const passwordLength = password.length;
		if (password.length === 0) return 1;
		else return this.optimal.totalGuesses[passwordLength - 1][optimalSequenceLength];
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/repeat/matching.mjs
var MatchRepeat = class extends MatcherBaseClass {
	constructor(options) {
		super(options);
		this.scoring = new Scoring(options);
	}
	match({ password, omniMatch }) {
		const matches = [];
		let lastIndex = 0;
		while (lastIndex < password.length) {
			const greedyMatch = this.getGreedyMatch(password, lastIndex);
			const lazyMatch = this.getLazyMatch(password, lastIndex);
			if (greedyMatch == null) break;
			const { match, baseToken } = this.setMatchToken(greedyMatch, lazyMatch);
			if (match) {
				const j = match.index + match[0].length - 1;
				const baseGuesses = this.getBaseGuesses(baseToken, omniMatch);
				matches.push(this.normalizeMatch(baseToken, j, match, baseGuesses));
				lastIndex = j + 1;
			}
		}
		if (matches.some((match) => {
			return match instanceof Promise;
		})) return Promise.all(matches);
		return matches;
	}
	normalizeMatch(baseToken, j, match, baseGuesses) {
		const baseMatch = {
			pattern: "repeat",
			i: match.index,
			j,
			token: match[0],
			baseToken,
			baseGuesses: 0,
			repeatCount: match[0].length / baseToken.length
		};
		if (baseGuesses instanceof Promise) return baseGuesses.then((resolvedBaseGuesses) => {
			return {
				...baseMatch,
				baseGuesses: resolvedBaseGuesses
			};
		});
		return {
			...baseMatch,
			baseGuesses
		};
	}
	getGreedyMatch(password, lastIndex) {
		const greedy = /(.+)\1+/g;
		greedy.lastIndex = lastIndex;
		return greedy.exec(password);
	}
	getLazyMatch(password, lastIndex) {
		const lazy = /(.+?)\1+/g;
		lazy.lastIndex = lastIndex;
		return lazy.exec(password);
	}
	setMatchToken(greedyMatch, lazyMatch) {
		const lazyAnchored = /^(.+?)\1+$/;
		let match;
		let baseToken = "";
		if (lazyMatch && greedyMatch[0].length > lazyMatch[0].length) {
			match = greedyMatch;
			const temp = lazyAnchored.exec(match[0]);
			if (temp) baseToken = temp[1];
		} else {
			match = lazyMatch;
			if (match) baseToken = match[1];
		}
		return {
			match,
			baseToken
		};
	}
	getBaseGuesses(baseToken, omniMatch) {
		const matches = omniMatch.match(baseToken);
		if (matches instanceof Promise) return matches.then((resolvedMatches) => {
			return this.scoring.mostGuessableMatchSequence(baseToken, resolvedMatches).guesses;
		});
		return this.scoring.mostGuessableMatchSequence(baseToken, matches).guesses;
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/sequence/matching.mjs
var MatchSequence = class extends MatcherBaseClass {
	constructor() {
		super(...arguments);
		this.MAX_DELTA = 5;
	}
	match({ password }) {
		const result = [];
		if (password.length === 1) return [];
		let i = 0;
		let lastDelta = null;
		const passwordLength = password.length;
		for (let k = 1; k < passwordLength; k += 1) {
			const delta = password.charCodeAt(k) - password.charCodeAt(k - 1);
			if (lastDelta === null) lastDelta = delta;
			if (delta !== lastDelta) {
				const j = k - 1;
				this.update({
					i,
					j,
					delta: lastDelta,
					password,
					result
				});
				i = j;
				lastDelta = delta;
			}
		}
		this.update({
			i,
			j: passwordLength - 1,
			delta: lastDelta,
			password,
			result
		});
		return result;
	}
	update({ i, j, delta, password, result }) {
		if (j - i > 1 || Math.abs(delta) === 1) {
			const absoluteDelta = Math.abs(delta);
			if (absoluteDelta > 0 && absoluteDelta <= this.MAX_DELTA) {
				const token = password.slice(i, j + 1 || 9e9);
				const { sequenceName, sequenceSpace } = this.getSequence(token);
				return result.push({
					pattern: "sequence",
					i,
					j,
					token: password.slice(i, j + 1 || 9e9),
					sequenceName,
					sequenceSpace,
					ascending: delta > 0
				});
			}
		}
		return null;
	}
	getSequence(token) {
		let sequenceName = "unicode";
		let sequenceSpace = 26;
		if (ALL_LOWER.test(token)) {
			sequenceName = "lower";
			sequenceSpace = 26;
		} else if (ALL_UPPER.test(token)) {
			sequenceName = "upper";
			sequenceSpace = 26;
		} else if (ALL_DIGIT.test(token)) {
			sequenceName = "digits";
			sequenceSpace = 10;
		}
		return {
			sequenceName,
			sequenceSpace
		};
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/spatial/matching.mjs
var MatchSpatial = class extends MatcherBaseClass {
	constructor() {
		super(...arguments);
		this.SHIFTED_RX = /[~!@#$%^&*()_+QWERTYUIOP{}|ASDFGHJKL:"ZXCVBNM<>?]/;
	}
	match({ password }) {
		const matches = [];
		Object.keys(this.options.graphs).forEach((graphName) => {
			const graph = this.options.graphs[graphName];
			extend(matches, this.helper(password, graph, graphName));
		});
		return sorted(matches);
	}
	checkIfShifted(graphName, password, index) {
		if (!graphName.includes("keypad") && this.SHIFTED_RX.test(password.charAt(index))) return 1;
		return 0;
	}
	helper(password, graph, graphName) {
		let shiftedCount;
		const matches = [];
		let i = 0;
		const passwordLength = password.length;
		while (i < passwordLength - 1) {
			let j = i + 1;
			let lastDirection = null;
			let turns = 0;
			shiftedCount = this.checkIfShifted(graphName, password, i);
			while (true) {
				const adjacents = graph[password.charAt(j - 1)] || [];
				let found = false;
				let curDirection = -1;
				if (j < passwordLength) {
					const curChar = password.charAt(j);
					const adjacentsLength = adjacents.length;
					for (let k = 0; k < adjacentsLength; k += 1) {
						const adjacent = adjacents[k];
						curDirection += 1;
						if (adjacent) {
							const adjacentIndex = adjacent.indexOf(curChar);
							if (adjacentIndex !== -1) {
								found = true;
								if (adjacentIndex === 1) shiftedCount += 1;
								const foundDirection = curDirection;
								if (lastDirection !== foundDirection) {
									turns += 1;
									lastDirection = foundDirection;
								}
								break;
							}
						}
					}
				}
				if (found) j += 1;
				else {
					if (j - i > 2) matches.push({
						pattern: "spatial",
						i,
						j: j - 1,
						token: password.slice(i, j),
						graph: graphName,
						turns,
						shiftedCount
					});
					i = j;
					break;
				}
			}
		}
		return matches;
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/separator/matching.mjs
var separatorRegex = new RegExp(`[${SEPERATOR_CHARS.join("")}]`);
var MatchSeparator = class MatchSeparator extends MatcherBaseClass {
	static getMostUsedSeparatorChar(password) {
		const mostUsedSeperators = [...password.split("").filter((c) => separatorRegex.test(c)).reduce((memo, c) => {
			const m = memo.get(c);
			if (m) memo.set(c, parseInt(m, 10) + 1);
			else memo.set(c, 1);
			return memo;
		}, /* @__PURE__ */ new Map()).entries()].sort(([_a, a], [_b, b]) => b - a);
		if (!mostUsedSeperators.length) return void 0;
		const match = mostUsedSeperators[0];
		if (match[1] < 2) return void 0;
		return match[0];
	}
	static getSeparatorRegex(separator) {
		const escaped = separator.replace(ESCAPE_REGEX, "\\$&");
		return new RegExp(`([^${escaped}\n])(${escaped})(?!${escaped})`, "g");
	}
	match({ password }) {
		const result = [];
		if (password.length === 0) return result;
		const mostUsedSpecial = MatchSeparator.getMostUsedSeparatorChar(password);
		if (mostUsedSpecial === void 0) return result;
		const isSeparator = MatchSeparator.getSeparatorRegex(mostUsedSpecial);
		for (const match of password.matchAll(isSeparator)) {
			if (match.index === void 0) continue;
			const i = match.index + 1;
			result.push({
				pattern: "separator",
				token: mostUsedSpecial,
				i,
				j: i
			});
		}
		return result;
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/wordSequence/matching.mjs
var MatchWordSequence = class extends MatcherBaseClass {
	constructor(options) {
		super(options);
		this.dictionary = new MatchDictionary(this.options, true);
		this.dictionaryL33t = new MatchL33t(this.options, true);
		this.dictionaryReverse = new MatchReverse(this.options, true);
	}
	match(matchOptions) {
		const { password } = matchOptions;
		const dictionaryMatches = this.dictionary.match(matchOptions);
		const dictionaryL33tMatches = this.dictionaryL33t.match(matchOptions);
		const dictionaryReverseMatches = this.dictionaryReverse.match(matchOptions);
		const filteredDictionaryMatches = this.filterDictionaryMatches([
			...dictionaryMatches,
			...dictionaryL33tMatches,
			...dictionaryReverseMatches
		]);
		const wordMatches = this.convertToWordMatches(filteredDictionaryMatches);
		return this.findWordSequences(wordMatches, password);
	}
	filterDictionaryMatches(matches) {
		return [...matches].sort((a, b) => {
			if (a.i !== b.i) return a.i - b.i;
			if (a.j !== b.j) return a.j - b.j;
			if (a.reversed !== b.reversed) return a.reversed ? 1 : -1;
			if (a.l33t !== b.l33t) return a.l33t ? 1 : -1;
			return a.rank - b.rank;
		}).reduce((acc, match) => {
			const last = acc[acc.length - 1];
			if (!last || match.i > last.j) acc.push(match);
			return acc;
		}, []);
	}
	convertToWordMatches(dictionaryMatches) {
		return dictionaryMatches.map((match) => ({
			word: match.matchedWord,
			i: match.i,
			j: match.j,
			rank: match.rank,
			dictionaryName: match.dictionaryName
		}));
	}
	findWordSequences(wordMatches, password) {
		const sequences = [];
		if (wordMatches.length === 0) return sequences;
		const sortedMatches = [...wordMatches].sort((a, b) => a.i - b.i);
		for (let startIdx = 0; startIdx < sortedMatches.length; startIdx += 1) {
			const sequencesFromStart = this.findSequencesFromStart(sortedMatches, startIdx, password);
			sequences.push(...sequencesFromStart);
		}
		return sequences;
	}
	findSequencesFromStart(sortedMatches, startIdx, password) {
		const sequences = [];
		const startMatch = sortedMatches[startIdx];
		let currentSequence = [startMatch];
		let currentEnd = startMatch.j;
		for (let nextIdx = startIdx + 1; nextIdx < sortedMatches.length; nextIdx += 1) {
			const nextMatch = sortedMatches[nextIdx];
			if (this.isValidWordSequence(currentSequence, nextMatch, password)) {
				currentSequence.push(nextMatch);
				currentEnd = nextMatch.j;
			} else if (nextMatch.i > currentEnd) {
				if (currentSequence.length > 1) sequences.push(this.createWordSequenceMatch(currentSequence, password));
				currentSequence = [nextMatch];
				currentEnd = nextMatch.j;
			}
		}
		if (currentSequence.length > 1) sequences.push(this.createWordSequenceMatch(currentSequence, password));
		return sequences;
	}
	isValidWordSequence(currentSequence, nextMatch, password) {
		const lastWord = currentSequence[currentSequence.length - 1];
		const textBetween = password.slice(lastWord.j + 1, nextMatch.i);
		const separators = [
			"",
			" ",
			"-",
			"_",
			".",
			""
		];
		const isSimpleConcat = textBetween === "";
		const hasValidSeparator = separators.some((sep) => textBetween === sep);
		const isCamelCase = textBetween.length === 1 && textBetween === textBetween.toUpperCase() && textBetween !== textBetween.toLowerCase();
		return hasValidSeparator || isSimpleConcat || isCamelCase;
	}
	createWordSequenceMatch(sequence, password) {
		const firstMatch = sequence[0];
		const lastMatch = sequence[sequence.length - 1];
		const words = sequence.map((match) => match.word);
		const ranks = sequence.map((match) => match.rank);
		const ascending = ranks.every((rank, i) => i === 0 || rank >= ranks[i - 1]);
		const dictionaryNames = sequence.map((match) => match.dictionaryName);
		const dictionaryName = this.getMostCommon(dictionaryNames) || firstMatch.dictionaryName;
		return {
			pattern: "wordSequence",
			i: firstMatch.i,
			j: lastMatch.j,
			token: password.slice(firstMatch.i, lastMatch.j + 1),
			words,
			wordCount: words.length,
			dictionaryName,
			ascending
		};
	}
	getMostCommon(array) {
		if (array.length === 0) return null;
		const counts = /* @__PURE__ */ new Map();
		let maxCount = 0;
		let mostCommon = null;
		array.forEach((item) => {
			const count = (counts.get(item) || 0) + 1;
			counts.set(item, count);
			if (count > maxCount) {
				maxCount = count;
				mostCommon = item;
			}
		});
		return mostCommon;
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/Matching.mjs
var Matching = class {
	constructor(options) {
		this.options = options;
		this.matchers = {};
		this.matchers = {
			date: new MatchDate(this.options),
			dictionary: new MatchDictionary(this.options),
			dictionaryL33t: new MatchL33t(this.options),
			dictionaryReverse: new MatchReverse(this.options),
			regex: new MatchRegex(this.options),
			repeat: new MatchRepeat(this.options),
			sequence: new MatchSequence(this.options),
			spatial: new MatchSpatial(this.options),
			separator: new MatchSeparator(this.options),
			wordSequence: new MatchWordSequence(this.options)
		};
		Object.entries(this.options.matchers).forEach(([key, Matcher]) => {
			this.matchers[key] = new Matcher.Matching(this.options);
		});
	}
	processResult(matches, promises, result) {
		if (result instanceof Promise) {
			const wrappedPromise = result.then((response) => {
				extend(matches, response);
				return response;
			});
			promises.push(wrappedPromise);
		} else extend(matches, result);
	}
	handlePromises(matches, promises) {
		if (promises.length > 0) return new Promise((resolve, reject) => {
			Promise.all(promises).then(() => {
				resolve(sorted(matches));
			}).catch((error) => {
				reject(error);
			});
		});
		return sorted(matches);
	}
	match(password, userInputsOptions) {
		const matches = [];
		const promises = [];
		Object.values(this.matchers).forEach((matcher) => {
			const result = matcher.match({
				password,
				omniMatch: this,
				userInputsOptions
			});
			this.processResult(matches, promises, result);
		});
		return this.handlePromises(matches, promises);
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/TimeEstimates.mjs
var SECOND = 1;
var MINUTE = 60;
var HOUR = 3600;
var DAY = HOUR * 24;
var MONTH = DAY * 31;
var YEAR = MONTH * 12;
var times = {
	second: SECOND,
	minute: MINUTE,
	hour: HOUR,
	day: DAY,
	month: MONTH,
	year: YEAR,
	century: YEAR * 100
};
var timeEstimationValuesDefaults = {
	scoring: {
		0: 1e3,
		1: 1e6,
		2: 1e8,
		3: 1e10
	},
	attackTime: {
		onlineThrottlingXPerHour: 100,
		onlineNoThrottlingXPerSecond: 10,
		offlineSlowHashingXPerSecond: 1e4,
		offlineFastHashingXPerSecond: 1e10
	}
};
var TimeEstimates = class {
	constructor(options) {
		this.options = options;
	}
	estimateAttackTimes(guesses) {
		const crackTimesSeconds = this.calculateCrackTimesSeconds(guesses);
		const crackTimes = {};
		Object.keys(crackTimesSeconds).forEach((crackTime) => {
			const usedScenario = crackTime;
			const seconds = crackTimesSeconds[usedScenario];
			const { base, displayStr } = this.displayTime(seconds);
			crackTimes[usedScenario] = {
				base,
				seconds,
				display: this.translate(displayStr, base)
			};
		});
		return {
			crackTimes,
			score: this.guessesToScore(guesses)
		};
	}
	calculateCrackTimesSeconds(guesses) {
		const attackTimesOptions = this.options.timeEstimationValues.attackTime;
		return {
			onlineThrottlingXPerHour: guesses / (attackTimesOptions.onlineThrottlingXPerHour / 3600),
			onlineNoThrottlingXPerSecond: guesses / attackTimesOptions.onlineNoThrottlingXPerSecond,
			offlineSlowHashingXPerSecond: guesses / attackTimesOptions.offlineSlowHashingXPerSecond,
			offlineFastHashingXPerSecond: guesses / attackTimesOptions.offlineFastHashingXPerSecond
		};
	}
	guessesToScore(guesses) {
		const scoringOptions = this.options.timeEstimationValues.scoring;
		const DELTA = 5;
		if (guesses < scoringOptions[0] + DELTA) return 0;
		if (guesses < scoringOptions[1] + DELTA) return 1;
		if (guesses < scoringOptions[2] + DELTA) return 2;
		if (guesses < scoringOptions[3] + DELTA) return 3;
		return 4;
	}
	displayTime(seconds) {
		let displayStr = "centuries";
		let base = null;
		const timeKeys = Object.keys(times);
		const foundIndex = timeKeys.findIndex((time) => seconds < times[time]);
		if (foundIndex > -1) {
			displayStr = timeKeys[foundIndex - 1];
			if (foundIndex !== 0) base = Math.round(seconds / times[displayStr]);
			else displayStr = "ltSecond";
		}
		return {
			base,
			displayStr
		};
	}
	translate(displayStr, value) {
		let key = displayStr;
		if (value !== null && value !== 1) key += "s";
		const { timeEstimation } = this.options.translations;
		const translation = timeEstimation[key];
		if (typeof translation === "function") return translation(value);
		return translation.replace("{base}", `${value}`);
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/bruteforce/feedback.mjs
var bruteforceMatcher = () => {
	return null;
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/date/feedback.mjs
var dateMatcher = (options) => {
	return {
		warning: options.translations.warnings.dates,
		suggestions: [options.translations.suggestions.dates]
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/feedback.mjs
var getDictionaryWarningPassword = (options, match, isSoleMatch) => {
	let warning = null;
	if (isSoleMatch && !match.l33t && !match.reversed) {
		if (match.rank <= 10) warning = options.translations.warnings.topTen;
		else if (match.rank <= 100) warning = options.translations.warnings.topHundred;
		else warning = options.translations.warnings.common;
	} else if (match.guessesLog10 <= 4) warning = options.translations.warnings.similarToCommon;
	return warning;
};
var getDictionaryWarningWikipedia = (options, match, isSoleMatch) => {
	let warning = null;
	if (isSoleMatch) warning = options.translations.warnings.wordByItself;
	return warning;
};
var getDictionaryWarningNames = (options, match, isSoleMatch) => {
	if (isSoleMatch) return options.translations.warnings.namesByThemselves;
	return options.translations.warnings.commonNames;
};
var getDictionaryWarning = (options, match, isSoleMatch) => {
	const dictName = match.dictionaryName;
	const isAName = dictName.toLowerCase().includes("lastnames") || dictName.toLowerCase().includes("firstnames") || dictName.toLowerCase().includes("names");
	if (dictName.includes("passwords")) return getDictionaryWarningPassword(options, match, isSoleMatch);
	if (dictName.includes("wikipedia")) return getDictionaryWarningWikipedia(options, match, isSoleMatch);
	if (isAName) return getDictionaryWarningNames(options, match, isSoleMatch);
	if (dictName.includes("userInputs")) return options.translations.warnings.userInputs;
	return null;
};
var dictionaryMatcher = (options, match, isSoleMatch) => {
	const warning = getDictionaryWarning(options, match, isSoleMatch);
	const suggestions = [];
	const word = match.token;
	if (word.match(START_UPPER)) suggestions.push(options.translations.suggestions.capitalization);
	else if (word.match(ALL_UPPER_INVERTED) && word.toLowerCase() !== word) suggestions.push(options.translations.suggestions.allUppercase);
	if (match.reversed && match.token.length >= 4) suggestions.push(options.translations.suggestions.reverseWords);
	if (match.l33t) suggestions.push(options.translations.suggestions.l33t);
	return {
		warning,
		suggestions
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/regex/feedback.mjs
var regexMatcher = (options, match) => {
	if (match.regexName === "recentYear") return {
		warning: options.translations.warnings.recentYears,
		suggestions: [options.translations.suggestions.recentYears, options.translations.suggestions.associatedYears]
	};
	return {
		warning: null,
		suggestions: []
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/repeat/feedback.mjs
var repeatMatcher = (options, match) => {
	let warning = options.translations.warnings.extendedRepeat;
	if (match.baseToken.length === 1) warning = options.translations.warnings.simpleRepeat;
	return {
		warning,
		suggestions: [options.translations.suggestions.repeated]
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/sequence/feedback.mjs
var sequenceMatcher = (options) => {
	return {
		warning: options.translations.warnings.sequences,
		suggestions: [options.translations.suggestions.sequences]
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/spatial/feedback.mjs
var spatialMatcher = (options, match) => {
	let warning = options.translations.warnings.keyPattern;
	if (match.turns === 1) warning = options.translations.warnings.straightRow;
	return {
		warning,
		suggestions: [options.translations.suggestions.longerKeyboardPattern]
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/separator/feedback.mjs
var separatorMatcher = () => {
	return null;
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/wordSequence/feedback.mjs
var wordSequenceMatcher = (options, match) => {
	if (match.pattern !== "wordSequence") return null;
	let warning = null;
	const suggestions = [];
	if (match.wordCount >= 3) warning = options.translations.warnings.sequences;
	if (match.ascending) suggestions.push(options.translations.suggestions.sequences);
	else suggestions.push(options.translations.suggestions.anotherWord);
	if (match.wordCount > 2) suggestions.push(options.translations.suggestions.useWords);
	return {
		warning,
		suggestions
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/Feedback.mjs
var createFeedback = (suggestions) => ({
	warning: null,
	suggestions: suggestions !== null && suggestions !== void 0 ? suggestions : []
});
var Feedback = class {
	constructor(options) {
		this.options = options;
		this.matchers = {};
		this.matchers = {
			bruteforce: bruteforceMatcher,
			date: dateMatcher,
			dictionary: dictionaryMatcher,
			regex: regexMatcher,
			repeat: repeatMatcher,
			sequence: sequenceMatcher,
			spatial: spatialMatcher,
			separator: separatorMatcher,
			wordSequence: wordSequenceMatcher
		};
		Object.entries(this.options.matchers).forEach(([key, matcher]) => {
			if (matcher.feedback) this.matchers[key] = matcher.feedback;
		});
	}
	getFeedback(score, sequence) {
		if (sequence.length === 0) return createFeedback([this.options.translations.suggestions.useWords, this.options.translations.suggestions.noNeed]);
		if (score > 2) return createFeedback();
		const extraFeedback = this.options.translations.suggestions.anotherWord;
		const longestMatch = this.getLongestMatch(sequence);
		let feedback = this.getMatchFeedback(longestMatch, sequence.length === 1);
		if (feedback !== null && feedback !== void 0) feedback.suggestions.unshift(extraFeedback);
		else feedback = createFeedback([extraFeedback]);
		return feedback;
	}
	getLongestMatch(sequence) {
		let longestMatch = sequence[0];
		for (let i = 1; i < sequence.length; i += 1) {
			const match = sequence[i];
			if (match.token.length > longestMatch.token.length) longestMatch = match;
		}
		return longestMatch;
	}
	getMatchFeedback(match, isSoleMatch) {
		if (this.matchers[match.pattern]) return this.matchers[match.pattern](this.options, match, isSoleMatch);
		return createFeedback();
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/data/l33tTable.mjs
var l33tTable = {
	a: ["4", "@"],
	b: ["8"],
	c: [
		"(",
		"{",
		"[",
		"<"
	],
	d: ["6", "|)"],
	e: ["3"],
	f: ["#"],
	g: [
		"6",
		"9",
		"&"
	],
	h: ["#", "|-|"],
	i: [
		"1",
		"!",
		"|"
	],
	k: ["<", "|<"],
	l: [
		"!",
		"1",
		"|",
		"7"
	],
	m: [
		"^^",
		"nn",
		"2n",
		"/\\\\/\\\\"
	],
	n: ["//"],
	o: ["0", "()"],
	q: ["9"],
	u: ["|_|"],
	s: ["$", "5"],
	t: ["+", "7"],
	v: [
		"<",
		">",
		"/"
	],
	w: [
		"^/",
		"uu",
		"vv",
		"2u",
		"2v",
		"\\\\/\\\\/"
	],
	x: ["%", "><"],
	z: ["2"]
};
// ../../node_modules/@zxcvbn-ts/core/dist/data/translationKeys.mjs
var translationKeys = {
	warnings: {
		straightRow: "straightRow",
		keyPattern: "keyPattern",
		simpleRepeat: "simpleRepeat",
		extendedRepeat: "extendedRepeat",
		sequences: "sequences",
		recentYears: "recentYears",
		dates: "dates",
		topTen: "topTen",
		topHundred: "topHundred",
		common: "common",
		similarToCommon: "similarToCommon",
		wordByItself: "wordByItself",
		namesByThemselves: "namesByThemselves",
		commonNames: "commonNames",
		userInputs: "userInputs",
		pwned: "pwned"
	},
	suggestions: {
		l33t: "l33t",
		reverseWords: "reverseWords",
		allUppercase: "allUppercase",
		capitalization: "capitalization",
		dates: "dates",
		recentYears: "recentYears",
		associatedYears: "associatedYears",
		sequences: "sequences",
		repeated: "repeated",
		longerKeyboardPattern: "longerKeyboardPattern",
		anotherWord: "anotherWord",
		useWords: "useWords",
		noNeed: "noNeed",
		pwned: "pwned"
	},
	timeEstimation: {
		ltSecond: "ltSecond",
		second: "second",
		seconds: "seconds",
		minute: "minute",
		minutes: "minutes",
		hour: "hour",
		hours: "hours",
		day: "day",
		days: "days",
		month: "month",
		months: "months",
		year: "year",
		years: "years",
		centuries: "centuries"
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/unmunger/TrieNode.mjs
var TrieNode = class TrieNode {
	constructor(parents = []) {
		this.parents = parents;
		this.children = /* @__PURE__ */ new Map();
	}
	addSub(key, ...subs) {
		const firstChar = key.charAt(0);
		if (!this.children.has(firstChar)) this.children.set(firstChar, new TrieNode([...this.parents, firstChar]));
		let cur = this.children.get(firstChar);
		for (let i = 1; i < key.length; i += 1) {
			const c = key.charAt(i);
			if (!cur.hasChild(c)) cur.addChild(c);
			cur = cur.getChild(c);
		}
		cur.subs = (cur.subs || []).concat(subs);
		return this;
	}
	getChild(child) {
		return this.children.get(child);
	}
	isTerminal() {
		return !!this.subs;
	}
	addChild(child) {
		if (!this.hasChild(child)) this.children.set(child, new TrieNode([...this.parents, child]));
	}
	hasChild(child) {
		return this.children.has(child);
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/unmunger/l33tTableToTrieNode.mjs
var l33tTableToTrieNode = (l33tTable, triNode) => {
	Object.entries(l33tTable).forEach(([letter, substitutions]) => {
		substitutions.forEach((substitution) => {
			triNode.addSub(substitution, letter);
		});
	});
	return triNode;
};
// ../../node_modules/@zxcvbn-ts/core/dist/runtimeChecks.mjs
var checkL33tTable = (l33tTable) => {
	if (typeof l33tTable !== "object" || l33tTable === null) throw new Error("l33tTable must be an object");
	Object.values(l33tTable).forEach((substitutions) => {
		if (!Array.isArray(substitutions)) throw new Error("l33tTable substitutions must be an array");
		substitutions.forEach((substitution) => {
			if (typeof substitution !== "string") throw new Error("l33tTable substitutions must be strings");
		});
	});
};
var checkDictionary = (dictionary) => {
	if (typeof dictionary !== "object" || dictionary === null) throw new Error("dictionary must be an object");
	Object.values(dictionary).forEach((list) => {
		if (!Array.isArray(list)) throw new Error("dictionary list must be an array");
		list.forEach((el) => {
			if (typeof el !== "string" && typeof el !== "number") throw new Error("dictionary entries must be strings or numbers");
		});
	});
};
var checkGraphs = (graphs) => {
	if (typeof graphs !== "object" || graphs === null) throw new Error("graphs must be an object");
	Object.values(graphs).forEach((graph) => {
		if (typeof graph !== "object" || graph === null) throw new Error("graph must be an object");
		Object.values(graph).forEach((adjacencies) => {
			if (!Array.isArray(adjacencies)) throw new Error("graph adjacencies must be an array");
			adjacencies.forEach((adjacency) => {
				if (typeof adjacency !== "string" && adjacency !== null) throw new Error("graph adjacency must be a string or null");
			});
		});
	});
};
var checkUseLevenshteinDistance = (useLevenshteinDistance) => {
	if (typeof useLevenshteinDistance !== "boolean") throw new Error("useLevenshteinDistance must be a boolean");
};
var checkLevenshteinThreshold = (levenshteinThreshold) => {
	if (typeof levenshteinThreshold !== "number" || levenshteinThreshold < 0) throw new Error("levenshteinThreshold must be a non-negative number");
};
var checkL33tMaxSubstitutions = (l33tMaxSubstitutions) => {
	if (typeof l33tMaxSubstitutions !== "number" || l33tMaxSubstitutions < 0) throw new Error("l33tMaxSubstitutions must be a non-negative number");
};
var checkMaxLength = (maxLength) => {
	if (typeof maxLength !== "number" || maxLength < 0) throw new Error("maxLength must be a non-negative number");
};
var checkMatcher = (name, matcher) => {
	if (typeof name !== "string") throw new Error("matcher name must be a string");
	if (typeof matcher !== "object" || matcher === null) throw new Error(`matcher ${name} must be an object`);
	if (typeof matcher.feedback !== "function") throw new Error(`matcher ${name}.feedback must be a function`);
	if (typeof matcher.scoring !== "function") throw new Error(`matcher ${name}.scoring must be a function`);
	if (typeof matcher.Matching !== "function") throw new Error(`matcher ${name}.Matching must be a constructor`);
};
var checkCustomMatchers = (customMatchers) => {
	if (typeof customMatchers !== "object" || customMatchers === null) throw new Error("customMatchers must be an object");
};
var checkCustomTranslations = (translations) => {
	let valid = true;
	Object.keys(translationKeys).forEach((type) => {
		if (type in translations) {
			const translationType = type;
			Object.keys(translationKeys[translationType]).forEach((key) => {
				if (!(key in translations[translationType])) valid = false;
				const translation = translations[translationType][key];
				if (typeof translation !== "string" && typeof translation !== "function") valid = false;
			});
		} else valid = false;
	});
	return valid;
};
var checkTimeEstimationValues = (timeEstimationValues) => {
	if (typeof timeEstimationValues !== "object" || timeEstimationValues === null) throw new Error("timeEstimationValues must be an object");
	Object.keys(timeEstimationValuesDefaults).forEach((key) => {
		if (!(key in timeEstimationValues)) throw new Error(`timeEstimationValues.${key} is required`);
		const data = timeEstimationValues[key];
		if (typeof data !== "object" || data === null) throw new Error(`timeEstimationValues.${key} must be an object`);
		Object.keys(timeEstimationValuesDefaults[key]).forEach((subKey) => {
			if (!(subKey in data)) throw new Error(`timeEstimationValues.${key}.${subKey} is required`);
			const value = data[subKey];
			if (typeof value !== "number") throw new Error(`timeEstimationValues.${key}.${subKey} must be a number`);
			if (value < timeEstimationValuesDefaults[key][subKey]) throw new Error("Time estimation values are not to be allowed to be less than default");
		});
	});
};
// ../../node_modules/@zxcvbn-ts/core/dist/Options.mjs
var Options = class {
	constructor(options = {}, customMatchers = {}) {
		this.matchers = {};
		this.l33tTable = l33tTable;
		this.trieNodeRoot = l33tTableToTrieNode(l33tTable, new TrieNode());
		this.dictionary = { userInputs: [] };
		this.rankedDictionaries = {};
		this.rankedDictionariesMaxWordSize = {};
		this.translations = translationKeys;
		this.graphs = {};
		this.useLevenshteinDistance = false;
		this.levenshteinThreshold = 2;
		this.l33tMaxSubstitutions = 100;
		this.maxLength = 256;
		this.wordSequenceNames = [
			"cardinalNumbers",
			"ordinalNumbers",
			"daysOfWeek",
			"months",
			"seasons",
			"timePeriods",
			"rainbowColors",
			"directions",
			"intermediateDirections",
			"sizeProgression",
			"militaryAlphabet",
			"planets",
			"zodiacSigns",
			"chineseZodiac"
		];
		this.timeEstimationValues = {
			scoring: { ...timeEstimationValuesDefaults.scoring },
			attackTime: { ...timeEstimationValuesDefaults.attackTime }
		};
		checkCustomMatchers(customMatchers);
		this.setOptions(options);
		Object.entries(customMatchers).forEach(([name, matcher]) => {
			checkMatcher(name, matcher);
			this.addMatcher(name, matcher);
		});
	}
	isWordSequence(key) {
		return this.wordSequenceNames.some((name) => key === name || key.startsWith(`${name}-`));
	}
	setOptions(options = {}) {
		if (options.l33tTable) {
			checkL33tTable(options.l33tTable);
			this.l33tTable = options.l33tTable;
			this.trieNodeRoot = l33tTableToTrieNode(options.l33tTable, new TrieNode());
		}
		if (options.dictionary) {
			checkDictionary(options.dictionary);
			this.dictionary = options.dictionary;
			this.setRankedDictionaries();
		}
		if (options.translations) this.setTranslations(options.translations);
		if (options.graphs) {
			checkGraphs(options.graphs);
			this.graphs = options.graphs;
		}
		if (options.useLevenshteinDistance !== void 0) {
			checkUseLevenshteinDistance(options.useLevenshteinDistance);
			this.useLevenshteinDistance = options.useLevenshteinDistance;
		}
		if (options.levenshteinThreshold !== void 0) {
			checkLevenshteinThreshold(options.levenshteinThreshold);
			this.levenshteinThreshold = options.levenshteinThreshold;
		}
		if (options.l33tMaxSubstitutions !== void 0) {
			checkL33tMaxSubstitutions(options.l33tMaxSubstitutions);
			this.l33tMaxSubstitutions = options.l33tMaxSubstitutions;
		}
		if (options.maxLength !== void 0) {
			checkMaxLength(options.maxLength);
			this.maxLength = options.maxLength;
		}
		if (options.timeEstimationValues !== void 0) {
			checkTimeEstimationValues(options.timeEstimationValues);
			this.timeEstimationValues = {
				scoring: { ...options.timeEstimationValues.scoring },
				attackTime: { ...options.timeEstimationValues.attackTime }
			};
		}
	}
	setTranslations(translations) {
		if (checkCustomTranslations(translations)) this.translations = translations;
		else throw new Error("Invalid translations object fallback to keys");
	}
	setRankedDictionaries() {
		const rankedDictionaries = {};
		const rankedDictionariesMaxWorkSize = {};
		Object.keys(this.dictionary).forEach((name) => {
			rankedDictionaries[name] = buildRankedDictionary(this.dictionary[name]);
			rankedDictionariesMaxWorkSize[name] = this.getRankedDictionariesMaxWordSize(this.dictionary[name]);
		});
		this.rankedDictionaries = rankedDictionaries;
		this.rankedDictionariesMaxWordSize = rankedDictionariesMaxWorkSize;
	}
	getRankedDictionariesMaxWordSize(list) {
		const data = list.map((el) => {
			if (typeof el !== "string") return el.toString().length;
			return el.length;
		});
		if (data.length === 0) return 0;
		return data.reduce((a, b) => Math.max(a, b), -Infinity);
	}
	buildSanitizedRankedDictionary(list) {
		const sanitizedInputs = [];
		list.forEach((input) => {
			const inputType = typeof input;
			if (inputType === "string" || inputType === "number" || inputType === "boolean") sanitizedInputs.push(input.toString().toLowerCase());
		});
		return buildRankedDictionary(sanitizedInputs);
	}
	getUserInputsOptions(dictionary) {
		let rankedDictionary = {};
		let rankedDictionaryMaxWordSize = 0;
		if (dictionary) {
			rankedDictionary = this.buildSanitizedRankedDictionary(dictionary);
			rankedDictionaryMaxWordSize = this.getRankedDictionariesMaxWordSize(dictionary);
		}
		return {
			rankedDictionary,
			rankedDictionaryMaxWordSize
		};
	}
	addMatcher(name, matcher) {
		if (this.matchers[name]) console.info(`Matcher ${name} already exists`);
		else this.matchers[name] = matcher;
	}
};
// ../../node_modules/@zxcvbn-ts/core/dist/utils/debounce.mjs
/**
* @link https://davidwalsh.name/javascript-debounce-function
* @param func needs to implement a function which is debounced
* @param wait how long do you want to wait till the previous declared function is executed
* @param isImmediate defines if you want to execute the function on the first execution or the last execution inside the time window. `true` for first and `false` for last.
*/
var debounce = (func, wait, isImmediate) => {
	let timeout;
	return function debounce(...args) {
		const context = this;
		const later = () => {
			timeout = void 0;
			if (!isImmediate) func.apply(context, args);
		};
		const shouldCallNow = isImmediate && !timeout;
		if (timeout !== void 0) clearTimeout(timeout);
		timeout = setTimeout(later, wait);
		if (shouldCallNow) {
			func.apply(context, args);
			return;
		}
	};
};
// ../../node_modules/@zxcvbn-ts/core/dist/index.mjs
var time = () => (/* @__PURE__ */ new Date()).getTime();
var ZxcvbnFactory = class {
	constructor(options = {}, customMatchers = {}) {
		this.options = new Options(options, customMatchers);
		this.scoring = new Scoring(this.options);
		this.matching = new Matching(this.options);
		this.feedback = new Feedback(this.options);
		this.timeEstimates = new TimeEstimates(this.options);
	}
	estimateAttackTimes(guesses) {
		return this.timeEstimates.estimateAttackTimes(guesses);
	}
	getFeedback(score, sequence) {
		return this.feedback.getFeedback(score, sequence);
	}
	createReturnValue(resolvedMatches, password, start) {
		const matchSequence = this.scoring.mostGuessableMatchSequence(password, resolvedMatches);
		const calcTime = time() - start;
		const attackTimes = this.estimateAttackTimes(matchSequence.guesses);
		return {
			calcTime,
			...matchSequence,
			...attackTimes,
			feedback: this.getFeedback(attackTimes.score, matchSequence.sequence)
		};
	}
	main(password, userInputs) {
		const userInputsOptions = this.options.getUserInputsOptions(userInputs);
		return this.matching.match(password, userInputsOptions);
	}
	check(password, userInputs) {
		const reducedPassword = password.substring(0, this.options.maxLength);
		const start = time();
		const matches = this.main(reducedPassword, userInputs);
		if (matches instanceof Promise) throw new Error("You are using a Promised matcher, please use `zxcvbnAsync` for it.");
		return this.createReturnValue(matches, reducedPassword, start);
	}
	async checkAsync(password, userInputs) {
		const reducedPassword = password.substring(0, this.options.maxLength);
		const start = time();
		const matches = await this.main(reducedPassword, userInputs);
		return this.createReturnValue(matches, reducedPassword, start);
	}
};
export { MatcherBaseClass, Options, ZxcvbnFactory, debounce };
